// The desk list an operator desk runs (the desk machine's child `list`, or the page's own machine
// for a desk with no actions of its own), as its page reads it: the list's state, the query it
// loaded, its page in the desk's own type, and the events it takes.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { DeskListEvent, deskListMachine } from '@machines/deskList.machine';

export type DeskListRef = ActorRefFrom<typeof deskListMachine>;

export interface DeskListView<Page, Query> {
  state: 'checkingRole' | 'loading' | 'ready' | 'refused' | 'unavailable';
  /** The query last asked for (the page shown may be of the one before while it loads). */
  query: Query;
  /** The page last loaded; undefined before the first. */
  page: Page | undefined;
  send: (event: DeskListEvent) => void;
}

/** `list` read as the desk's own types: its loader answers `Page` for a `Query`. */
export function useDeskList<Page, Query>(list: DeskListRef): DeskListView<Page, Query> {
  const snapshot = useSelector(list, (current) => current);
  return {
    state: snapshot.value,
    query: snapshot.context.query as Query,
    page: snapshot.context.page as Page | undefined,
    send: list.send,
  };
}
