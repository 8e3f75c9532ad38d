// A loaded product: breadcrumbs, photos and summary, what is in it and how to take it, reviews
// and related products.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { StoreItemDetail } from '../../../../domain/contract/catalogue';
import { Reviews } from '../../../components/reviews/Reviews';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductCareNotes } from './ProductCareNotes';
import { ProductGallery } from './ProductGallery';
import { ProductSummary } from './ProductSummary';
import { RelatedProducts } from './RelatedProducts';

export function ProductDetails({ item }: { item: StoreItemDetail }) {
  return (
    <>
      <ProductBreadcrumbs item={item} />
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery key={item._id} item={item} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductSummary item={item} />
        </Grid>
      </Grid>
      <ProductCareNotes item={item} />

      <Box component="section" aria-labelledby="reviews-title" sx={{ mt: { xs: 5, md: 8 } }}>
        <Typography variant="h2" id="reviews-title" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, mb: 2.5 }}>
          Customer reviews
        </Typography>
        <Reviews
          type="storeItem"
          id={item._id}
          emptyText="No reviews yet. Customers who buy this product can share how it worked for them."
        />
      </Box>
      <RelatedProducts item={item} />
    </>
  );
}
