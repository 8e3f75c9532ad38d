// The post page's shape while the post loads.
import Skeleton from '@mui/material/Skeleton';
import { PageSkeleton } from '@ui/components/PageSkeleton';
import { COLUMN } from './Article';

export function ArticleSkeleton() {
  return (
    <PageSkeleton label="Loading article" sx={{ maxWidth: COLUMN, mx: 'auto' }}>
      <Skeleton width={180} height={36} sx={{ mb: 3 }} />
      <Skeleton width="95%" height={56} />
      <Skeleton width="70%" height={56} sx={{ mb: 2 }} />
      <Skeleton width="100%" />
      <Skeleton width="80%" sx={{ mb: 4 }} />
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', mb: 4 }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} width={index % 3 === 2 ? '60%' : '100%'} />
      ))}
    </PageSkeleton>
  );
}
