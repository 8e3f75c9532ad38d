// Reads the state the server embedded in the page (runtime configuration, page data), synchronously.
import * as v from 'valibot';
import { PAGE_STATE_ELEMENT_ID, PageStateSchema, type PageState } from '@domain/contract/pageState';

/** The embedded state, or undefined when the page has none (the development server's page) or it does not parse. */
export function readPageState(doc: Document = document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(PageStateSchema, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
