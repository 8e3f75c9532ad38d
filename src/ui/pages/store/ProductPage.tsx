// A product: photos, name, brand, price, pack size, stock, what it is, what is in it, how to
// take it, and what customers say.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { Missing } from '../../components/Missing';
import { Unavailable } from '../../components/PageState';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useResource } from '../../hooks/useResource';
import { PAGE_TITLES, thingTitle } from '../../seo/titles';
import { ProductDetails } from './product/ProductDetails';
import { ProductSkeleton } from './product/ProductSkeleton';

export default function ProductPage({ itemId }: { itemId: string }) {
  const item = useResource({ kind: 'storeItem', id: itemId });
  usePageTitle(
    thingTitle(item.data?.name, item.status === 'missing', {
      generic: PAGE_TITLES.product,
      missing: PAGE_TITLES.productMissing,
    }),
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {item.status === 'loading' && <ProductSkeleton />}
      {item.status === 'ready' && <ProductDetails item={item.data} />}
      {item.status === 'missing' && (
        <Missing text={PRODUCT_MESSAGES.productMissing} backHref={ROUTES.store.href} backLabel="Shop all products" />
      )}
      {item.status === 'unavailable' && (
        <Box sx={{ maxWidth: 640, py: { xs: 2, md: 6 } }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            This product is not available
          </Typography>
          <Typography color="text.secondary">
            It may no longer be sold here, or the connection dropped while loading it.
          </Typography>
          <Unavailable onRetry={item.retry} />
          <Button
            component={Link}
            href={ROUTES.store.href}
            variant="contained"
            startIcon={<ArrowBackIcon aria-hidden="true" />}
          >
            Shop all products
          </Button>
        </Box>
      )}
    </Container>
  );
}
