// The style cache the server and the browser share. Emotion's default prefixer writes -webkit-,
// -moz- and -ms- copies of flexbox, transition and other declarations that every browser we serve
// reads unprefixed: about a quarter of each page's inline CSS. Only what Safari still needs
// prefixed keeps its copy.
import createCache, { type StylisPlugin } from '@emotion/cache';

const SAFARI_PREFIXED = /^(user-select|backdrop-filter|mask)/;

const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && SAFARI_PREFIXED.test(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * Not Emotion's default key (`css`): Emotion makes a default cache of that key when its module is
 * evaluated, and that cache would take in (and move) every style the server sent, work done again
 * by this cache when the app hydrates.
 */
export const STYLE_KEY = 'o';

export function createStyleCache() {
  return createCache({ key: STYLE_KEY, stylisPlugins: [safariPrefixes] });
}
