// One fact of a doctor's profile: an icon, what it is, and its value.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1.5, alignItems: 'center' }}>
      <Box component="dt" sx={{ display: 'contents' }}>
        <Box component="span" aria-hidden="true" sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {label}
        </Box>
      </Box>
      <Box component="dd" sx={{ gridColumn: 2, m: 0, fontWeight: 600 }}>
        {children}
      </Box>
    </Box>
  );
}
