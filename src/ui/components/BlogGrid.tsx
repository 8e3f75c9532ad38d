// Blog posts in a grid: one column on phones, two on tablets, three on desktops.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { BlogPostSummary } from '@domain/contract/content';
import { bareList } from '@ui/theme/sx';
import { BlogCard } from './BlogCard';
import { PageSkeleton } from './PageSkeleton';
import type { CardHeading } from './ProductCard';

const CELL = { xs: 12, sm: 6, md: 4 } as const;
const SPACING = { xs: 2.5, md: 3 } as const;

export function BlogGrid({
  posts,
  headingComponent = 'h3',
  label,
  id,
}: {
  posts: readonly BlogPostSummary[];
  headingComponent?: CardHeading;
  label?: string;
  id?: string;
}) {
  return (
    <Grid container spacing={SPACING} component="ul" id={id} aria-label={label} sx={bareList}>
      {posts.map((post) => (
        <Grid key={post._id} size={CELL} component="li">
          <BlogCard post={post} headingComponent={headingComponent} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Card-shaped placeholders while posts load. */
export function BlogGridSkeleton({ count = 3, label = 'Loading articles' }: { count?: number; label?: string }) {
  return (
    <PageSkeleton label={label}>
      <Grid container spacing={SPACING}>
        {Array.from({ length: count }, (_, index) => (
          <Grid key={index} size={CELL}>
            <Card sx={{ borderColor: 'surface.borderSoft', borderRadius: 1.5 }}>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
              <Box sx={{ p: 2.5 }}>
                <Skeleton width="30%" />
                <Skeleton width="90%" height={32} />
                <Skeleton width="100%" />
                <Skeleton width="70%" />
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSkeleton>
  );
}
