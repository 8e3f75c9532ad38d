// A titled group of the results panel's options, and the rows shown while a group loads.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

const GROUP_LABEL_SX = {
  px: 2,
  pt: 1.5,
  pb: 0.5,
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.8,
  textTransform: 'uppercase',
  color: 'text.secondary',
} as const;

export function Group({
  id,
  label,
  busy = false,
  children,
}: {
  id: string;
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box role="group" aria-labelledby={id} aria-busy={busy || undefined}>
      <Box id={id} role="presentation" sx={GROUP_LABEL_SX}>
        {label}
      </Box>
      {children}
    </Box>
  );
}

export function RowSkeletons({ label, round = false }: { label: string; round?: boolean }) {
  return (
    <Box aria-hidden="true" data-testid={`${label}-skeleton`}>
      {Array.from({ length: 3 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
          <Skeleton variant={round ? 'circular' : 'rounded'} width={48} height={48} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="45%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
