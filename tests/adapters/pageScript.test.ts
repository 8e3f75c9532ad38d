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
  it('puts the deferred modulepreload tags in the head in their order, once, a few at a time', async () => {
    const files = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.innerHTML = `<template id="${DEFERRED_CHUNKS_ELEMENT_ID}">${files.map((file) => `<link rel="modulepreload" href="${file}">`).join('')}</template>`;
    const inHead = () =>
      [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(inHead()).toHaveLength(0);
    const first = fetchDeferredChunks();
    const second = fetchDeferredChunks();
    // The first two at once, the rest in later tasks.
    expect(inHead()).toEqual(files.slice(0, 2));
    await Promise.all([first, second]);
    expect(inHead()).toEqual(files);
  });

  it('does nothing on a page without deferred code (the client-rendered shell)', async () => {
    await fetchDeferredChunks();
    expect(document.head.children).toHaveLength(0);
  });
});
