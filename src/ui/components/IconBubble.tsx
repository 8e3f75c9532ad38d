// The round tinted badge that carries an icon beside a line of text or atop a notice; decorative.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const TONES = {
  sage: { bgcolor: 'surface.sage', color: 'primary.main' },
  sand: { bgcolor: 'surface.sand', color: 'text.primary' },
  saffron: { bgcolor: 'surface.saffron', color: 'secondary.main' },
  outlined: { bgcolor: 'background.paper', color: 'primary.main', border: 1, borderColor: 'surface.sageBorder' },
} as const;

type Size = number | { xs: number; md: number };

export function IconBubble({
  children,
  size = 40,
  tone = 'sage',
  square = false,
  iconSize,
  sx,
}: {
  children: ReactNode;
  size?: Size;
  tone?: keyof typeof TONES;
  /** A rounded square instead of a circle. */
  square?: boolean;
  /** The icon's font size, when it should differ from the icon's own. */
  iconSize?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        {
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: square ? 1 : '50%',
          display: 'grid',
          placeItems: 'center',
          ...TONES[tone],
          ...(iconSize ? { '& svg': { fontSize: iconSize } } : {}),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
