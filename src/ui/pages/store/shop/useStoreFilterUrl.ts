// The shop's filters live in the URL: the store filters machine follows the URL when it moves
// (a link, the back button), and applied filters go into the URL, back to the first page.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '@domain/routes';
import { filtersFromSearch, searchFromFilters } from '@domain/storeFilters';
import { usePageNumber } from '@ui/components/Pager';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useServices } from '@ui/services/services';

export function useStoreFilterUrl() {
  const { machines } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const page = usePageNumber();
  const urlKey = searchFromFilters(filtersFromSearch(search));
  const filters = useMemo(() => filtersFromSearch(urlKey), [urlKey]);
  const actor = useActorRef(useLazyMachine(machines.storeFilters), { input: { filters } });

  const shown = useRef({ key: urlKey, page });
  useEffect(() => {
    const moved = shown.current.key !== urlKey;
    shown.current = { key: urlKey, page };
    if (moved) actor.send({ type: 'sync', filters });
  }, [actor, urlKey, filters, page]);
  // The same filters add no history.
  useEffect(() => {
    const subscription = actor.on('apply', (event) => {
      const next = searchFromFilters(event.filters);
      if (next === shown.current.key && shown.current.page === 1) return;
      navigate(next ? `${ROUTES.store.href}?${next}` : ROUTES.store.href);
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return { actor, filters, page };
}
