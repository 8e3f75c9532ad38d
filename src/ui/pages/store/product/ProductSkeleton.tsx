// The product page's shape while the product loads.
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { PageSkeleton } from '@ui/components/PageSkeleton';

export function ProductSkeleton() {
  return (
    <PageSkeleton label="Loading product">
      <Skeleton width={240} sx={{ mb: 4 }} />
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton width="30%" />
          <Skeleton width="90%" height={56} />
          <Skeleton width="40%" sx={{ mb: 3 }} />
          <Skeleton width="50%" height={48} sx={{ mb: 3 }} />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} width={index === 4 ? '60%' : '100%'} />
          ))}
        </Grid>
      </Grid>
    </PageSkeleton>
  );
}
