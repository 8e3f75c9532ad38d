// Starts fetching the code a rendered page deferred (its modulepreload tags, held in a template).
import { DEFERRED_CHUNKS_ELEMENT_ID } from '@domain/contract/pageScript';

export function fetchDeferredChunks(doc: Document = document): void {
  const deferred = doc.getElementById(DEFERRED_CHUNKS_ELEMENT_ID);
  if (deferred instanceof HTMLTemplateElement) doc.head.append(deferred.content);
}
