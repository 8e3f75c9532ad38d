// Shop: every product, a page of 21 at a time (?page=).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import { Link } from 'wouter';
import { STORE_PAGE_SIZE } from '../../../domain/constants';
import { ROUTES } from '../../../domain/routes';
import { ItemGridSkeleton } from '../../components/ItemGrid';
import { usePageNumber } from '../../components/Pager';
import { Unavailable } from '../../components/PageState';
import { useResource } from '../../hooks/useResource';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ItemPage, StoreHeader } from './StoreParts';

export default function StorePage() {
  usePageTitle('Shop');
  const page = usePageNumber();
  const items = useResource({ kind: 'storeItems', start: (page - 1) * STORE_PAGE_SIZE, limit: STORE_PAGE_SIZE });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <StoreHeader
        title="Shop all products"
        intro="Classical formulations, herbal supplements, oils and everyday care from trusted Ayurvedic brands."
        count={items.status === 'ready' ? items.data.total : undefined}
      />
      <Box component="nav" aria-label="Browse the shop" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: { xs: 3, md: 4 } }}>
        <Chip component={Link} href={ROUTES.storeCategory} clickable label="Shop by category" variant="outlined" sx={{ bgcolor: 'background.paper', fontWeight: 600 }} />
        <Chip component={Link} href={ROUTES.storeConcern} clickable label="Shop by concern" variant="outlined" sx={{ bgcolor: 'background.paper', fontWeight: 600 }} />
      </Box>
      {items.status === 'loading' && <ItemGridSkeleton count={8} />}
      {items.status === 'unavailable' && <Unavailable onRetry={items.retry} />}
      {items.status === 'ready' && <ItemPage data={items.data} page={page} label="Products" />}
    </Container>
  );
}
