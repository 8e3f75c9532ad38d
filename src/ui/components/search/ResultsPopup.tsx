// The search box's results panel. Results for a query float under the field; the brands to shop
// by (a blank query, open by default on brand, category and concern pages) sit in the header's
// flow as one row with a close button, so the page's heading and first products stay in view.
// While closed, an empty listbox stands in, since the combobox's aria-controls names it even then.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { SearchOption } from '../../../domain/searchOptions';
import { SearchResultsPanel, type SearchPanelView } from './SearchResultsPanel';

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
  if (!shown) return <Box role="listbox" id={view.listboxId} aria-label="Search results" hidden />;
  if (view.browsing)
    return (
      <Paper
        variant="outlined"
        sx={{ mt: 1, display: 'flex', alignItems: 'flex-start', borderRadius: 2, borderColor: 'surface.border' }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <SearchResultsPanel view={view} onChoose={onChoose} onViewAll={onViewAll} />
        </Box>
        <IconButton size="small" aria-label="Close the brands" onClick={onClose} sx={{ m: 0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    );
  return (
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
  );
}
