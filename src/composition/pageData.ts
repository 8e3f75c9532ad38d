// The page-data loader, built the same way for the browser's machines and for the server's render
// passes: every kind of page data through the API adapter, and the product search through the
// search ladder machine itself, so the server embeds exactly what the browser's ladder would find.
import { createActor, fromPromise, toPromise } from 'xstate';
import type { ApiClient } from '@adapters/http/apiClient';
import { createResourceLoader, type ResourceLoader } from '@adapters/http/resources';
import { createSearchApi } from '@adapters/http/search';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { ItemSearchRequest } from '@domain/searchRequests';
import { searchLadderMachine } from '@machines/searchLadder.machine';

export interface PageDataLoader {
  loadResource: ResourceLoader;
  /** The search ladder, provided with the API's product search. */
  searchLadder: typeof searchLadderMachine;
}

export function createPageDataLoader(api: ApiClient): PageDataLoader {
  const search = createSearchApi(api);
  const searchLadder = searchLadderMachine.provide({
    actors: { fetchItems: fromPromise(({ input }: { input: ItemSearchRequest }) => search.items(input)) },
  });
  const loadResource = createResourceLoader(api, async (request) => {
    const actor = createActor(searchLadder, { input: { query: request.query, limit: request.limit } }).start();
    const items = await toPromise(actor);
    // A failed search is not "nothing found": nothing is embedded, and the browser searches again.
    return actor.getSnapshot().matches('failed')
      ? { success: false, code: FAILURE_CODES.unanswered, message: COMMON_MESSAGES.genericError }
      : { success: true, data: items };
  });
  return { loadResource, searchLadder };
}
