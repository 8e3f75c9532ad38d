// The doctor page's shape while the profile loads.
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { PageSkeleton } from '@ui/components/PageSkeleton';

export function DoctorProfileSkeleton() {
  return (
    <PageSkeleton label="Loading doctor">
      <Skeleton width={200} sx={{ mb: 4 }} />
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={380} sx={{ borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton width="40%" />
          <Skeleton width="70%" height={60} />
          <Skeleton width="50%" sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={140} sx={{ mb: 3 }} />
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} width={index === 3 ? '60%' : '100%'} />
          ))}
        </Grid>
      </Grid>
    </PageSkeleton>
  );
}
