// One way to reach support: an icon, what it is, and the address or number.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { IconBubble } from '@ui/components/IconBubble';

export function ContactDetail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <IconBubble size={44}>{icon}</IconBubble>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, fontSize: 17 }}>{children}</Typography>
      </Box>
    </Box>
  );
}
