// Card-shaped placeholders while the doctors load.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { PageSkeleton } from '@ui/components/PageSkeleton';

export const CELL = { xs: 12, sm: 6, lg: 4 } as const;

export function DoctorGridSkeleton() {
  return (
    <PageSkeleton label="Loading doctors">
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Grid key={index} size={CELL}>
            <Card sx={{ p: 2, borderColor: 'surface.borderSoft', borderRadius: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
                <Skeleton variant="circular" width={88} height={88} />
                <Box sx={{ flexGrow: 1 }}>
                  <Skeleton width="80%" height={28} />
                  <Skeleton width="60%" />
                  <Skeleton width="50%" />
                </Box>
              </Box>
              <Skeleton width="70%" />
              <Skeleton width="60%" />
              <Skeleton width="40%" height={36} />
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSkeleton>
  );
}
