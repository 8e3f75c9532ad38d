// What a rendered page's HTML hands its own script (src/start.ts), which runs before the app.

/**
 * The id of the `<template>` holding the `<link rel="modulepreload">` tags of the app and the page:
 * inert until the page's script puts them in the head, once the first screen has been shown, so
 * the code does not take a phone's bandwidth from the first screen's photo.
 */
export const DEFERRED_CHUNKS_ELEMENT_ID = 'ojas-chunks';

/**
 * Marks the wrapper of a part of the page held back from hydration until it is wanted (near the
 * screen, the browser idle, or the visitor reaching into it); its value is the part's id.
 */
export const HYDRATE_GATE_ATTRIBUTE = 'data-hydrate-gate';
