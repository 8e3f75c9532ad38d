// On phones the filters open in a drawer from the right: the panel, 'Clear all' and 'Show results'.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StoreFiltersEvent } from '@machines/storeFilters.machine';
import { pillRadius, headingFont } from '@ui/theme/sx';

export function FilterDrawer({
  open: drawerOpen,
  send,
  children,
}: {
  open: boolean;
  send: (event: StoreFiltersEvent) => void;
  /** The filter panel. */
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={() => send({ type: 'closeDrawer' })}
      slotProps={{
        paper: {
          sx: { width: '100%', maxWidth: 420, bgcolor: 'background.default' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'filters-drawer-title',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'surface.border',
            bgcolor: 'background.paper',
          }}
        >
          <Typography
            component="h2"
            id="filters-drawer-title"
            sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: 22 }}
          >
            Filters
          </Typography>
          <IconButton aria-label="Close filters" onClick={() => send({ type: 'closeDrawer' })}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2.5, pt: 1 }}>{children}</Box>
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 2,
            borderTop: 1,
            borderColor: 'surface.border',
            bgcolor: 'background.paper',
          }}
        >
          <Button variant="outlined" onClick={() => send({ type: 'clear' })} sx={{ flex: 1, borderRadius: pillRadius }}>
            Clear all
          </Button>
          <Button
            variant="contained"
            onClick={() => send({ type: 'applyDrawer' })}
            sx={{ flex: 2, borderRadius: pillRadius }}
          >
            Show results
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
