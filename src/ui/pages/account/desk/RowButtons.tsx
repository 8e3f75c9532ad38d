// The hours editor's buttons that add a row (a weekly window, a date) and remove one.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';

export function AddButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <Button variant="text" sx={{ justifySelf: 'start' }} onClick={onAdd}>
      {label}
    </Button>
  );
}

/** An icon button: `label` names the row it removes. */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onRemove}>
      <DeleteOutlineIcon />
    </IconButton>
  );
}
