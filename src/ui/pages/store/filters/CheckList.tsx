// A facet's checkboxes, the first few shown and the rest behind 'Show more'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';

const SHOWN_BEFORE_MORE = 6;

export const checkLabelSx = {
  mx: 0,
  my: -0.25,
  width: '100%',
  '& .MuiFormControlLabel-label': { fontSize: 15, flexGrow: 1 },
} as const;

export function CheckList({
  entries,
  chosen,
  onToggle,
  name,
}: {
  entries: readonly { value: string; label: string; count?: number }[];
  chosen: readonly string[];
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
        <FormControlLabel
          key={entry.value}
          sx={checkLabelSx}
          control={
            <Checkbox
              size="small"
              checked={chosen.includes(entry.value)}
              onChange={() => onToggle(entry.value)}
              name={name}
              value={entry.value}
            />
          }
          label={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <span>{entry.label}</span>
              {entry.count !== undefined && (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
                  {entry.count}
                </Box>
              )}
            </Box>
          }
        />
      ))}
      {entries.length > visible.length || expanded ? (
        <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ mt: 0.5, px: 1 }} aria-expanded={expanded}>
          {expanded ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      ) : null}
    </>
  );
}
