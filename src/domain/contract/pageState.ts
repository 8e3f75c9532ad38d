// What a page's HTML carries for the browser: the runtime configuration (so the browser never asks
// for it) and, on a page the server rendered, the page data it loaded, by request key.
import * as v from 'valibot';
import { RuntimeConfigSchema } from './config';

/** The id of the `<script type="application/json">` element holding the page state. */
export const PAGE_STATE_ELEMENT_ID = 'ojas-state';

export const PageStateSchema = v.object({
  config: RuntimeConfigSchema,
  /** Page data by `resourceKey`: null when the server answered that the thing does not exist. */
  resources: v.record(v.string(), v.unknown()),
});
export type PageState = v.InferOutput<typeof PageStateSchema>;

/**
 * The state as JSON that is safe inside a `<script>` element: `<`, `>` and `&` are escaped, so no
 * text in the data can close the element or open a comment; U+2028/2029 too, for old parsers.
 */
export function pageStateJson(state: PageState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
