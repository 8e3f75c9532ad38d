// A product's or doctor's average rating and how many reviews gave each number of stars.
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Review } from '@domain/contract/catalogue';
import { countOf } from '@domain/plural';
import { ratingSummary, starShares } from '@domain/reviews';
import { bareList, pillRadius, headingFont } from '@ui/theme/sx';
import { RatingStars } from '../Stars';
import { visuallyHiddenSx } from '../stretchedLink';
import { SurfaceCard } from '../SurfaceCard';

export function RatingBreakdown({ reviews }: { reviews: readonly Review[] }) {
  const summary = ratingSummary(reviews);
  return (
    <SurfaceCard sx={{ p: { xs: 2.5, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2.5 }}>
        <Typography component="p" sx={{ fontFamily: headingFont, fontSize: 48, fontWeight: 700, lineHeight: 1 }}>
          {summary.average.toFixed(1)}
          <Box component="span" sx={visuallyHiddenSx}>
            {' '}
            out of 5
          </Box>
        </Typography>
        <Box>
          <RatingStars value={summary.average} />
          <Typography variant="body2" color="text.secondary">
            Based on {countOf(summary.count, 'review')}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" aria-label="Reviews by rating" sx={{ ...bareList, display: 'grid', gap: 1 }}>
        {starShares(summary).map((row) => {
          const share = row.percent;
          return (
            <Box
              component="li"
              key={row.stars}
              sx={{ display: 'grid', gridTemplateColumns: '2.6em 1fr 2.2em', alignItems: 'center', gap: 1.25 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.25 }}>
                {row.stars}
                <StarIcon aria-hidden="true" sx={{ fontSize: 15, color: 'rating.main' }} />
                <Box component="span" sx={visuallyHiddenSx}>{` stars: ${countOf(row.count, 'review')}`}</Box>
              </Typography>
              <Box
                aria-hidden="true"
                sx={{ height: 8, borderRadius: pillRadius, bgcolor: 'surface.divider', overflow: 'hidden' }}
              >
                <Box
                  data-share={share}
                  sx={{ width: `${share}%`, height: '100%', borderRadius: pillRadius, bgcolor: 'rating.main' }}
                />
              </Box>
              <Typography variant="body2" color="text.secondary" aria-hidden="true" sx={{ textAlign: 'right' }}>
                {row.count}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </SurfaceCard>
  );
}
