// Puts the shapes icons and rating stars are cut from at the top of the HTML template's body:
// every page's document holds them once, outside the app's root (src/ui/theme/documentShapes.ts).
import type { Plugin } from 'vite';
// The Vite config is bundled without the layers' aliases (they are its own resolve option).
// eslint-disable-next-line no-restricted-imports
import { documentShapesHtml } from '../../src/ui/theme/documentShapes.ts';

const BODY = '<body>';

export function documentShapes(): Plugin {
  return {
    name: 'ojas-document-shapes',
    transformIndexHtml(html) {
      if (!html.includes(BODY)) throw new Error(`documentShapes: the HTML template has no ${BODY}`);
      return html.replace(BODY, `${BODY}${documentShapesHtml()}`);
    },
  };
}
