// The part of jsdom the server tests use to parse XML (jsdom ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
