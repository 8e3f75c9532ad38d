// An outlined text field built from MUI's parts (FormControl, InputLabel, OutlinedInput), for the
// public pages' first screen: MUI's TextField brings its Select, Menu, Popover and Modal with it
// (about 20 KB gzip of script) even where no select is shown.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export function LightTextField({
  id,
  label,
  error,
  sx,
  ...input
}: Omit<OutlinedInputProps, 'size' | 'label' | 'id'> & { id: string; label: string; sx?: SxProps<Theme> }) {
  return (
    <FormControl size="small" error={error} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
