// Ratings as stars in the rating colours: a bare row of stars, and a product's average with its
// review count, read as one sentence. The five stars are one element: a star-shaped mask repeated
// over a two-colour gradient, so a grid of cards carries no icon markup per star.
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CSSProperties } from 'react';
import { indianDigits } from '@domain/indianDigits';
import { countOf } from '@domain/plural';

const MAX_STARS = 5;
/** Material's star and star-outline shapes as masks (the colour comes from the background). */
const svgMask = (path: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${path}'/%3E%3C/svg%3E") 0 0 / 1em 1em repeat-x`;
const STAR = svgMask('M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z');
const STAR_OUTLINE = svgMask(
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z',
);
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
  '&::before, &::after': { content: '""', position: 'absolute', top: 0, bottom: 0, left: 0 },
  '&::before': { width: '100%', backgroundColor: theme.palette.rating.empty, mask: STAR_OUTLINE },
  '&::after': { width: `var(${FILLED})`, backgroundColor: theme.palette.rating.main, mask: STAR },
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
