// The home page's shape while its sections load.
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { ItemGridSkeleton } from '@ui/components/ItemGrid';
import { SECTION_PY } from '@ui/components/PageSection';
import { LoadingBlock } from '@ui/components/PageState';

export function HomeSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: SECTION_PY }}>
      <Skeleton width={260} height={48} sx={{ mb: 3 }} />
      <LoadingBlock label="Loading concerns" rows={1} />
      <Skeleton width={220} height={48} sx={{ mt: 4, mb: 3 }} />
      <ItemGridSkeleton count={4} label="Loading featured products" />
    </Container>
  );
}
