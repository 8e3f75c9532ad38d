// The results panel while the query is blank (every brand to shop by), in the page's flow under
// the box rather than floating over it: brand, category and concern pages open it by default, so
// it must never cover their heading or products. One row of brands that expands to all of them
// (and does so while the keyboard moves through them), with a close button beside it.
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import type { SearchOption } from '@domain/searchOptions';
import { BrandOption } from './panel/BrandOption';
import { optionPropsOf } from './panel/optionProps';
import type { SearchPanelView } from './SearchResultsPanel';

/** One row of brand pills, with room for the active pill's outline. */
const ONE_ROW = 42;

export function BrandRow({
  view,
  onChoose,
  onClose,
}: {
  view: SearchPanelView;
  onChoose: (option: SearchOption) => void;
  onClose: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const showsAll = expanded || view.active >= 0;
  const { listboxId, options, active } = view;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 1 }}>
      <Box
        role="listbox"
        id={listboxId}
        aria-label="Shop by brand"
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          p: '3px',
          maxHeight: showsAll ? 'none' : ONE_ROW,
          overflow: 'hidden',
        }}
      >
        {options.map(
          (option, index) =>
            option.kind === 'brand' && (
              <BrandOption
                key={option.id}
                option={option}
                active={index === active}
                {...optionPropsOf(listboxId, option, index === active, onChoose)}
              />
            ),
        )}
      </Box>
      <Button
        size="small"
        aria-expanded={showsAll}
        aria-controls={listboxId}
        onClick={() => setExpanded(!showsAll)}
        endIcon={
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{ transform: showsAll ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', minHeight: 40 }}
      >
        All brands
      </Button>
      <IconButton aria-label="Close brand list" onClick={onClose} sx={{ flexShrink: 0, color: 'text.secondary' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
