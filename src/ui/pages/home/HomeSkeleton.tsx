// The home page's shape while its sections load.
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { ItemGridSkeleton } from '../../components/ItemGrid';
import { SECTION_PY } from '../../components/PageSection';
import { LoadingBlock } from '../../components/PageState';

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
