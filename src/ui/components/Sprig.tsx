// A quiet botanical sprig under a warm sun, for page heroes; purely decorative.
import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';

export function Sprig({ sx }: { sx?: SxProps<Theme> }) {
  const { palette } = useTheme();
  // Leaves alternate along the stem, smaller towards the tip.
  const leaves = [440, 384, 328, 272, 216, 160, 108].map((y, index) => ({
    y,
    x: 218 + index * 2,
    right: index % 2 === 0,
    scale: 1 - index * 0.07,
  }));
  return (
    <Box
      component="svg"
      viewBox="0 0 420 560"
      aria-hidden="true"
      focusable="false"
      sx={[{ position: 'absolute', pointerEvents: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <circle cx="300" cy="150" r="118" fill={palette.accent.gold} opacity="0.35" />
      <path
        d="M226 540 C 214 420, 200 300, 236 60"
        fill="none"
        stroke={palette.primary.light}
        strokeWidth="5"
        strokeLinecap="round"
      />
      {leaves.map((leaf) => (
        <path
          key={leaf.y}
          transform={`translate(${leaf.x} ${leaf.y}) rotate(${leaf.right ? -32 : -148}) scale(${leaf.scale})`}
          d="M0 0 C 26 -34, 92 -34, 118 0 C 92 34, 26 34, 0 0 Z"
          fill={leaf.right ? palette.primary.main : palette.accent.leaf}
          opacity={leaf.right ? 0.9 : 0.8}
        />
      ))}
      <path
        d="M236 60 C 250 40, 262 30, 278 24"
        fill="none"
        stroke={palette.primary.light}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </Box>
  );
}
