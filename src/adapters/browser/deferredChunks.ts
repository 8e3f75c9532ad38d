// Starts fetching the code a rendered page deferred (its modulepreload tags, held in a template).
import { DEFERRED_CHUNKS_ELEMENT_ID } from '@domain/contract/pageScript';
import { yieldToBrowser } from './yieldToBrowser';

/**
 * Tags put in the head two a task: each one's request is main-thread work (about 0.5-5 ms at 1×
 * here, several times that on a phone), and a page has up to about 30. Six a task made tasks of
 * 12-17 ms at 1×; Lighthouse's simulated phone leaves out a task under 10 ms at 1× and counts the
 * others slowed. The app's own chunks come first in the template.
 */
const TAGS_PER_TASK = 2;

/** Resolves once every tag is in the head. */
export async function fetchDeferredChunks(doc: Document = document): Promise<void> {
  const deferred = doc.getElementById(DEFERRED_CHUNKS_ELEMENT_ID);
  if (!(deferred instanceof HTMLTemplateElement)) return;
  // Out of the template at once, so a second call finds nothing left to add.
  const tags = [...deferred.content.children];
  deferred.content.replaceChildren();
  for (let start = 0; start < tags.length; start += TAGS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    doc.head.append(...tags.slice(start, start + TAGS_PER_TASK));
  }
}
