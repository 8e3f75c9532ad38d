// A form the app checks itself (noValidate): named by its heading, busy while it works, and its
// submit handled here instead of the browser's page load.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export function FormBox({
  titleId,
  busy,
  onSubmit,
  sx,
  children,
}: {
  /** The id of the heading that names the form. */
  titleId: string;
  busy: boolean;
  onSubmit: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      aria-busy={busy}
      sx={sx}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Box>
  );
}
