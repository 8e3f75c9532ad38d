// The embedded page state: one key per request whatever its field order, JSON that no text can
// break out of, and the two preloaded-data stores (the server's records what it lacked; the
// browser's is dropped at the first navigation).
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageStateSchema, pageStateJson } from '@domain/contract/pageState';
import { resourceKey } from '@domain/resources';
import { createBrowserPreloadedData, createRecordingPreloadedData } from '../../src/composition/preloadedData';

const config = {
  apiBase: '/api',
  staticBase: '/static',
  imageWidths: [160],
  imageQuality: 75,
  firebase: { apiKey: 'k', authDomain: 'a', projectId: 'p' },
  authEmulatorUrl: null,
  paymentGateway: 'sandbox' as const,
};

describe('resourceKey', () => {
  it('is the same for equal requests built in any field order, and ignores absent fields', () => {
    expect(resourceKey({ kind: 'brandItems', brandName: 'vedavana', start: 0, sort: undefined })).toBe(
      resourceKey({ start: 0, brandName: 'vedavana', kind: 'brandItems' } as never),
    );
    expect(resourceKey({ kind: 'storeItem', id: 'a' })).not.toBe(resourceKey({ kind: 'storeItem', id: 'b' }));
  });
});

describe('pageStateJson', () => {
  it('never lets any text close the script element or open a comment, and parses back to the same state', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const state = { config, resources: { [resourceKey({ kind: 'blogPost', slug: text })]: { title: text } } };
        const json = pageStateJson(state);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(v.parse(PageStateSchema, JSON.parse(json))).toEqual(state);
      }),
    );
  });
});

describe('preloaded data', () => {
  const request = { kind: 'storeItem' as const, id: 'tulsi' };
  const missing = { kind: 'doctor' as const, id: 'nobody' };
  const entries = { [resourceKey(request)]: { name: 'Tulsi' }, [resourceKey(missing)]: null };

  it('on the server: finds what was loaded (null for missing) and records only what was not', () => {
    const recording = createRecordingPreloadedData(entries);
    expect(recording.find(request)).toEqual({ name: 'Tulsi' });
    expect(recording.find(missing)).toBeNull();
    expect(recording.find({ kind: 'home' })).toBeUndefined();
    expect([...recording.misses.values()]).toEqual([{ kind: 'home' }]);
  });

  it('in the browser: serves the embedded entries until the first navigation', () => {
    const browser = createBrowserPreloadedData(entries);
    expect(browser.find(request)).toEqual({ name: 'Tulsi' });
    browser.retire();
    expect(browser.find(request)).toBeUndefined();
    expect(browser.find(missing)).toBeUndefined();
  });
});
