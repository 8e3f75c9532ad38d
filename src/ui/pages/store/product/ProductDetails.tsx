// A loaded product: breadcrumbs, photos and summary, what is in it and how to take it, reviews
// and related products.
import Grid from '@mui/material/Grid';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { Reviews } from '@ui/components/reviews/Reviews';
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
      <Reviews
        title="Customer reviews"
        type="storeItem"
        id={item._id}
        emptyText="No reviews yet. Customers who buy this product can share how it worked for them."
      />
      <RelatedProducts item={item} />
    </>
  );
}
