// The search box's results panel: the brands to shop by (a blank query) in the page's flow, results
// floating under the field; while closed, an empty listbox stands in, since the combobox's
// aria-controls names it even then. The results' code loads when the box is first focused (a
// query is never typed before that), so a first load does not carry it.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { lazy, Suspense } from 'react';
import type { SearchOption } from '@domain/searchOptions';
import { BrandRow } from './BrandRow';
import type { SearchPanelView } from './SearchResultsPanel';

const loadResultsPanel = () => import('./SearchResultsPanel');
const SearchResultsPanel = lazy(() =>
  loadResultsPanel().then(({ SearchResultsPanel }) => ({ default: SearchResultsPanel })),
);

/** Starts loading the results' code (the box calls it on focus), so it is here by the first results. */
export function preloadResultsPanel(): void {
  void loadResultsPanel();
}

export function ResultsPopup({
  shown,
  view,
  onChoose,
  onViewAll,
  onClose,
}: {
  shown: boolean;
  view: SearchPanelView;
  onChoose: (option: SearchOption) => void;
  onViewAll: () => void;
  onClose: () => void;
}) {
  if (shown && view.browsing) return <BrandRow view={view} onChoose={onChoose} onClose={onClose} />;
  const closedListbox = <Box role="listbox" id={view.listboxId} aria-label="Search results" hidden />;
  if (!shown) return closedListbox;
  return (
    <Suspense fallback={closedListbox}>
      <Paper
        elevation={8}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 8px)',
          left: 0,
          right: 0,
          zIndex: 1,
          maxHeight: 'min(70vh, 560px)',
          overflowY: 'auto',
          borderRadius: 2,
          border: 1,
          borderColor: 'surface.border',
          py: 0.5,
        }}
      >
        <SearchResultsPanel view={view} onChoose={onChoose} onViewAll={onViewAll} />
      </Paper>
    </Suspense>
  );
}
