// What a rendered page's HTML hands its own script (src/start.ts), which runs before the app.

/**
 * The id of the `<template>` holding the `<link rel="modulepreload">` tags of the app and the page:
 * inert until the page's script puts them in the head, once the first screen has been shown, so
 * the code does not take a phone's bandwidth from the first screen's photo.
 */
export const DEFERRED_CHUNKS_ELEMENT_ID = 'ojas-chunks';
