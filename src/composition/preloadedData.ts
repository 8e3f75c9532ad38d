// The page data the server embedded, by request key. The server's copy also notes the requests it
// had nothing for (the next render pass loads them); the browser's copy is dropped at the first
// navigation, so every later page loads fresh data.
import { resourceKey, type ResourceLookup, type ResourceRequest } from '@domain/resources';
import type { PreloadedData } from '@ui/services/services';

export type PreloadedEntries = Record<string, unknown>;

/** The entry for a request: its data, null (the server said it does not exist), or undefined. */
function entryOf(entries: PreloadedEntries, request: ResourceRequest): unknown {
  const key = resourceKey(request);
  return Object.hasOwn(entries, key) ? entries[key] : undefined;
}

/** The entries as the page head reads them (`pageHead`'s lookup). */
export function lookupIn(entries: PreloadedEntries): ResourceLookup {
  return ((request: ResourceRequest) => entryOf(entries, request)) as ResourceLookup;
}

export interface RecordingPreloadedData extends PreloadedData {
  /** The requests asked for with nothing preloaded, by key. */
  readonly misses: Map<string, ResourceRequest>;
}

/** The server's: finds what earlier passes loaded and records what they did not. */
export function createRecordingPreloadedData(entries: PreloadedEntries): RecordingPreloadedData {
  const misses = new Map<string, ResourceRequest>();
  return {
    misses,
    find(request) {
      const found = entryOf(entries, request);
      if (found === undefined) misses.set(resourceKey(request), request);
      return found;
    },
  };
}

export interface BrowserPreloadedData extends PreloadedData {
  /** From now on, nothing is preloaded. */
  retire(): void;
}

/** The browser's: the embedded entries until `retire`. */
export function createBrowserPreloadedData(entries: PreloadedEntries): BrowserPreloadedData {
  let current: PreloadedEntries = entries;
  return {
    find: (request) => entryOf(current, request),
    retire() {
      current = {};
    },
  };
}
