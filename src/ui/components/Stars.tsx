// Ratings as stars in the rating colours: a bare row of stars, and a product's average with its
// review count, read as one sentence.
import Box from '@mui/material/Box';
import Rating, { type RatingProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { countOf } from '../../domain/plural';
import { visuallyHiddenSx } from './stretchedLink';

/** Read-only stars in the rating colours. */
export function RatingStars(props: Omit<RatingProps, 'readOnly' | 'sx'>) {
  return (
    <Rating readOnly {...props} sx={{ color: 'rating.main', '& .MuiRating-iconEmpty': { color: 'rating.empty' } }} />
  );
}

export function Stars({ rating, count, size = 'small' }: { rating: number; count: number; size?: 'small' | 'medium' }) {
  if (count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No reviews yet
      </Typography>
    );
  }
  const rounded = Math.round(rating * 10) / 10;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <RatingStars value={rounded} precision={0.1} size={size} aria-hidden="true" />
      <Typography
        variant="body2"
        color="text.secondary"
        aria-hidden="true"
        sx={{ fontSize: size === 'small' ? 13 : 15 }}
      >
        {rounded.toFixed(1)} ({count.toLocaleString('en-IN')})
      </Typography>
      <Box component="span" sx={visuallyHiddenSx}>
        {`Rated ${rounded.toFixed(1)} out of 5 from ${countOf(count, 'review')}`}
      </Box>
    </Box>
  );
}
