// Ratings as stars in the rating colours: a bare row of stars, and a product's average with its
// review count, read as one sentence. The five stars are one element: two layers cut to a row of
// stars (the document's shapes), outlined under filled, so a grid of cards carries no icon markup
// per star.
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CSSProperties } from 'react';
import { indianDigits } from '@domain/indianDigits';
import { countOf } from '@domain/plural';
import { MAX_STARS, STAR_ROWS } from '@ui/theme/documentShapes';

/** How much of the row is filled comes in per element through this custom property. */
const FILLED = '--stars-filled';

/** Five outlined stars, with filled stars drawn over the first part of the row. */
const StarRow = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  fontSize: theme.typography.pxToRem(24),
  width: `${MAX_STARS}em`,
  height: '1em',
  forcedColorAdjust: 'none',
  '&[data-size="small"]': { fontSize: theme.typography.pxToRem(18) },
  '&::before, &::after': { content: '""', position: 'absolute', inset: 0 },
  '&::before': { backgroundColor: theme.palette.rating.empty, clipPath: `url(#${STAR_ROWS.outline})` },
  // Filled up to the rating, so both layers are cut by the same whole row.
  '&::after': {
    background: `linear-gradient(to right, ${theme.palette.rating.main} var(${FILLED}), transparent 0)`,
    clipPath: `url(#${STAR_ROWS.filled})`,
  },
}));

type StarSize = 'small' | 'medium';

/** Read-only stars in the rating colours; with a label it is an image of the rating, otherwise decoration. */
export function RatingStars({ value, size = 'medium', label }: { value: number; size?: StarSize; label?: string }) {
  const filled = (Math.min(Math.max(value, 0), MAX_STARS) / MAX_STARS) * 100;
  return (
    <StarRow
      data-size={size}
      style={{ [FILLED]: `${Math.round(filled * 10) / 10}%` } as CSSProperties}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    />
  );
}

export function Stars({ rating, count, size = 'small' }: { rating: number; count: number; size?: StarSize }) {
  if (count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No reviews yet
      </Typography>
    );
  }
  const rounded = (Math.round(rating * 10) / 10).toFixed(1);
  return (
    <Box
      role="img"
      aria-label={`Rated ${rounded} out of 5 from ${countOf(count, 'review')}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
    >
      <RatingStars value={Number(rounded)} size={size} />
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontSize: size === 'small' ? 13 : 15 }}>
        {rounded} ({indianDigits(count)})
      </Typography>
    </Box>
  );
}
