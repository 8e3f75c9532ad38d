// The hours editor's rows (a weekly window, a date override): each a labelled group ending in the
// button that removes it, and the button that adds one.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface HoursRowProps {
  /** Names the group for assistive technology ("Weekly hours 2"). */
  label: string;
  /** Names the remove button by the row it removes. */
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

export function HoursRow({ label, removeLabel, onRemove, children }: HoursRowProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {children}
      <IconButton aria-label={removeLabel} onClick={onRemove}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

export function AddRowButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <Button variant="text" sx={{ justifySelf: 'start' }} onClick={onAdd}>
      {label}
    </Button>
  );
}
