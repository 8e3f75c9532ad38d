// An outlined, labelled native select (easy to use on phones) built from MUI's parts: MUI's
// TextField `select` brings Select, Menu, Popover and Modal with it (about 20 KB gzip of script).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export function LightSelect({
  id,
  label,
  value,
  onChange,
  children,
  sx,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>` elements. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <FormControl size="small" sx={sx}>
      {/* A native select always shows an option ("Any …" too), so the label always sits above it. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
