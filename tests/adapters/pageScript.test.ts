// @vitest-environment jsdom
// The page's script: the app starts once the first screen's photos are shown, and the code the
// server deferred is fetched then.
import { afterEach, describe, expect, it } from 'vitest';
import { fetchDeferredChunks } from '@adapters/browser/deferredChunks';
import { firstScreenShown } from '@adapters/browser/firstScreen';
import { DEFERRED_CHUNKS_ELEMENT_ID } from '@domain/contract/pageScript';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('firstScreenShown', () => {
  it('waits for a first-screen photo to load, not for a lazy one', async () => {
    document.body.innerHTML =
      '<img fetchpriority="high" src="/static/a?w=768" alt=""><img loading="lazy" src="/static/b?w=320" alt="">';
    const photo = document.querySelector('img')!;
    Object.defineProperty(photo, 'complete', { value: false });
    const shown = firstScreenShown(document, 10_000);
    expect(await settledWithin(shown, 150)).toBe(false);
    photo.dispatchEvent(new Event('load'));
    expect(await settledWithin(shown, 500)).toBe(true);
  });

  it('goes on when the photo fails, or after the cap when it never comes', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/static/a?w=768" alt="">';
    const photo = document.querySelector('img')!;
    Object.defineProperty(photo, 'complete', { value: false });
    const failed = firstScreenShown(document, 10_000);
    photo.dispatchEvent(new Event('error'));
    expect(await settledWithin(failed, 500)).toBe(true);
    expect(await settledWithin(firstScreenShown(document, 50), 500)).toBe(true);
  });

  it('does not wait on a page without first-screen photos', async () => {
    expect(await settledWithin(firstScreenShown(document, 10_000), 500)).toBe(true);
  });
});

describe('fetchDeferredChunks', () => {
  it('puts the deferred modulepreload tags in the head, once', () => {
    document.head.innerHTML = `<template id="${DEFERRED_CHUNKS_ELEMENT_ID}"><link rel="modulepreload" href="/assets/main.js"><link rel="modulepreload" href="/assets/Page.js"></template>`;
    expect(document.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0);
    fetchDeferredChunks();
    fetchDeferredChunks();
    const links = [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/main.js', '/assets/Page.js']);
  });

  it('does nothing on a page without deferred code (the client-rendered shell)', () => {
    fetchDeferredChunks();
    expect(document.head.children).toHaveLength(0);
  });
});
