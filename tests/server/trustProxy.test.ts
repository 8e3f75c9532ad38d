// Rate limits count the caller's real address: X-Forwarded-For counts only when it comes from
// a proxy the operator configured (TRUST_PROXY), never from the caller itself.
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/config';
import { aContactMessage } from '../support/builders/people';
import { useTestApp } from './testApp';

const message = aContactMessage();

function postFromRotatingAddresses(app: ReturnType<typeof useTestApp>['app']) {
  return async (count: number) => {
    const statuses: number[] = [];
    for (let i = 1; i <= count; i += 1) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
}

describe('with no proxy configured', () => {
  const { app } = useTestApp();
  it('ignores X-Forwarded-For: 50 posts from "50 addresses" are still one caller, limited to 5 a minute', async () => {
    const statuses = await postFromRotatingAddresses(app)(50);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
  });
});

describe('behind a configured proxy', () => {
  const { app } = useTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  it('counts the address the proxy forwards', async () => {
    const statuses = await postFromRotatingAddresses(app)(8);
    expect(statuses).toEqual(Array(8).fill(201));
  });
});

describe('behind a proxy elsewhere', () => {
  const { app } = useTestApp({ env: { TRUST_PROXY: '10.1.2.3' } });
  it('does not trust the header from a caller that is not that proxy', async () => {
    const statuses = await postFromRotatingAddresses(app)(7);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('reads proxies and ranges, and refuses to trust everyone', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(() => parseTrustProxy('2')).toThrow(/name the proxies/);
    expect(parseTrustProxy('10.0.0.1, 10.2.0.0/16')).toEqual(['10.0.0.1', '10.2.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow(/name the proxies/);
  });
});
