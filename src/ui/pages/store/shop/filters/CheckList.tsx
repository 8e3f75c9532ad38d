// A facet's checkboxes, the first few shown and the rest behind 'Show more'. Each row draws again
// only when it is ticked or unticked: a budget phone redraws one checkbox per tap, not the panel.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { memo, useState } from 'react';

const SHOWN_BEFORE_MORE = 6;

export const checkLabelSx = {
  mx: 0,
  my: -0.25,
  width: '100%',
  '& .MuiFormControlLabel-label': { fontSize: 15, flexGrow: 1 },
} as const;

const CheckRow = memo(function CheckRow({
  value,
  label,
  count,
  checked,
  name,
  onToggle,
}: {
  value: string;
  label: string;
  count?: number;
  checked: boolean;
  name: string;
  onToggle: (value: string) => void;
}) {
  return (
    <FormControlLabel
      sx={checkLabelSx}
      control={<Checkbox size="small" checked={checked} onChange={() => onToggle(value)} name={name} value={value} />}
      label={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{label}</span>
          {count !== undefined && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
              {count}
            </Box>
          )}
        </Box>
      }
    />
  );
});

export function CheckList({
  entries,
  chosen,
  onToggle,
  name,
}: {
  entries: readonly { value: string; label: string; count?: number }[];
  chosen: readonly string[];
  /** Kept the same between draws (useCallback), so unchanged rows are not drawn again. */
  onToggle: (value: string) => void;
  name: string;
}) {
  const [expanded, setExpanded] = useState(false);
  // Chosen entries always show, even past the fold.
  const visible = expanded
    ? entries
    : entries.filter((entry, index) => index < SHOWN_BEFORE_MORE || chosen.includes(entry.value));
  return (
    <>
      {visible.map((entry) => (
        <CheckRow key={entry.value} {...entry} checked={chosen.includes(entry.value)} name={name} onToggle={onToggle} />
      ))}
      {entries.length > visible.length || expanded ? (
        <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ mt: 0.5, px: 1 }} aria-expanded={expanded}>
          {expanded ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      ) : null}
    </>
  );
}
