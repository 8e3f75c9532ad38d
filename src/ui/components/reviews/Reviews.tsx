// What customers or patients say about a product or a doctor: a section under its own heading,
// with the rating breakdown beside the first few reviews.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReviewType } from '@domain/contract/catalogue';
import { formatDate } from '@domain/indiaTime';
import { reviewExcerpt } from '@domain/reviews';
import { useResource } from '@ui/hooks/useResource';
import { bareList } from '@ui/theme/sx';
import { Unavailable } from '../PageState';
import { RatingStars } from '../Stars';
import { RatingBreakdown } from './RatingBreakdown';

interface ReviewsProps {
  /** The section's heading, which also names the section. */
  title: string;
  type: ReviewType;
  id: string;
  emptyText: string;
}

export function Reviews({ title, type, id, emptyText }: ReviewsProps) {
  return (
    <Box component="section" aria-labelledby="reviews-title" sx={{ mt: { xs: 5, md: 8 } }}>
      <Typography variant="h2" id="reviews-title" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 2.5 }}>
        {title}
      </Typography>
      <ReviewList type={type} id={id} emptyText={emptyText} />
    </Box>
  );
}

function ReviewList({ type, id, emptyText }: Omit<ReviewsProps, 'title'>) {
  const reviews = useResource({ kind: 'reviews', type, id });
  if (reviews.status === 'loading') return <Skeleton variant="rounded" height={220} />;
  if (reviews.status === 'unavailable' || reviews.status === 'missing')
    return <Unavailable onRetry={reviews.retry} message="We could not load the reviews. Please try again." />;
  if (reviews.data.length === 0) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }
  return (
    <Grid container spacing={{ xs: 3, md: 4 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <RatingBreakdown reviews={reviews.data} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Box component="ul" aria-label="Reviews" sx={{ ...bareList, display: 'grid', gap: 2 }}>
          {reviewExcerpt(reviews.data).map((review) => (
            <li key={review._id}>
              <Card component="article" sx={{ p: 2.5, borderColor: 'surface.border', borderRadius: 1.5 }}>
                <RatingStars value={review.rating} size="small" label={`${review.rating} out of 5 stars`} />
                <Typography component="h3" sx={{ fontWeight: 700, mt: 0.5 }}>
                  {review.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.6 }}>
                  {review.body}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {review.authorName} · <time dateTime={review.createdAt}>{formatDate(review.createdAt, 'short')}</time>
                </Typography>
              </Card>
            </li>
          ))}
        </Box>
      </Grid>
    </Grid>
  );
}
