// What the search box shows, read from its machine: the query, the options in the results panel,
// and whether the panel and its listbox are showing.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { searchOptions } from '@domain/searchOptions';
import type { searchMachine } from '@machines/search.machine';
import type { SearchPanelView } from './SearchResultsPanel';

export function useSearchPanelView(actor: ActorRefFrom<typeof searchMachine>, listboxId: string) {
  const query = useSelector(actor, (s) => s.context.query);
  const scope = useSelector(actor, (s) => s.context.scope);
  const open = useSelector(actor, (s) => s.matches({ panel: 'open' }));
  const active = useSelector(actor, (s) => s.context.active);
  const brandMatches = useSelector(actor, (s) => s.context.brandMatches);
  const items = useSelector(actor, (s) => s.context.items);
  const concerns = useSelector(actor, (s) => s.context.concerns);
  const doctors = useSelector(actor, (s) => s.context.doctors);
  const skipped = useSelector(actor, (s) => s.matches({ query: 'skipped' }));
  const shown = useSelector(actor, (s) => s.matches({ query: 'shown' }));
  const itemsLoading = useSelector(actor, (s) =>
    s.matches({ query: { searching: { items: 'loading', progress: 'stalled' } } }),
  );
  const doctorsLoading = useSelector(actor, (s) =>
    s.matches({ query: { searching: { doctors: 'loading', progress: 'stalled' } } }),
  );

  const browsing = query.trim() === '';
  const options = searchOptions({ brandMatches, concerns, items, doctors });
  const view: SearchPanelView = {
    listboxId,
    query,
    options,
    active,
    browsing,
    itemsLoading,
    doctorsLoading,
    empty: shown && options.length === 0,
    showsItems: scope === 'all',
  };
  const hasContent = browsing ? options.length > 0 : !skipped;
  const panelShown = open && hasContent;
  const listboxShown = panelShown && (options.length > 0 || itemsLoading || doctorsLoading);
  const activeOption = options[active];

  return { query, scope, open, shown, browsing, options, view, panelShown, listboxShown, activeOption };
}
