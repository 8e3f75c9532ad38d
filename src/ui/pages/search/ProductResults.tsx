// Products matching the query, found by the search ladder, after what the page shows with them.
import Box from '@mui/material/Box';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { SEARCH_LIMITS } from '@domain/constants';
import type { StoreSearchItem } from '@domain/contract/search';
import { SITE_MESSAGES } from '@domain/messages/site';
import { countOf } from '@domain/plural';
import { ItemGrid, ItemGridSkeleton } from '@ui/components/ItemGrid';
import { useServices } from '@ui/services/services';
import { NothingFound } from './NothingFound';
import { ResultsHeading } from './ResultsHeading';

export function ProductResults({ query, before }: { query: string; before?: ReactNode }) {
  const { machines, preloaded } = useServices();
  const request = { query, limit: SEARCH_LIMITS.resultsItems };
  // On a page the server rendered, the items its own ladder found for the query are embedded.
  const embedded = preloaded.find({ kind: 'itemSearch', ...request });
  const snapshot = useMachine(machines.searchLadder, {
    input: { ...request, preloaded: (embedded ?? undefined) as StoreSearchItem[] | undefined },
  })[0];
  const done = snapshot.status === 'done';
  const items = snapshot.context.items;
  return (
    <>
      {done && before}
      <Box component="section" aria-labelledby="product-results-title" sx={{ mb: { xs: 6, md: 8 } }}>
        <ResultsHeading
          id="product-results-title"
          title="Products"
          status={done ? (items.length ? countOf(items.length, 'product') : SITE_MESSAGES.noResults) : ''}
        />
        {!done && <ItemGridSkeleton count={4} label="Searching products" />}
        {done && items.length === 0 && (
          <NothingFound hint="Check the spelling, or try the name of a herb, a brand or a concern such as “sleep”." />
        )}
        {done && items.length > 0 && <ItemGrid items={items} label="Matching products" />}
      </Box>
    </>
  );
}
