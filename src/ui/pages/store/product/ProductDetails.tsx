// A loaded product: breadcrumbs, photos and summary, what is in it and how to take it, reviews
// and related products.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { HydratedApart } from '@ui/components/HydratedApart';
import { Reviews } from '@ui/components/reviews/Reviews';
import { drawnWhenNear } from '@ui/theme/sx';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductCareNotes } from './ProductCareNotes';
import { ProductGallery } from './ProductGallery';
import { ProductSummary } from './ProductSummary';
import { RelatedProducts } from './RelatedProducts';

/** About the height of the care notes, reviews and related products on a phone. */
const BELOW_THE_FOLD_SX = drawnWhenNear(3400);

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
      {/* Below a phone's first screen: drawn when near it, each part hydrated in a task of its own. */}
      <Box sx={BELOW_THE_FOLD_SX}>
        <HydratedApart>
          <ProductCareNotes item={item} />
        </HydratedApart>
        <HydratedApart>
          <Reviews
            title="Customer reviews"
            type="storeItem"
            id={item._id}
            emptyText="No reviews yet. Customers who buy this product can share how it worked for them."
          />
        </HydratedApart>
        <HydratedApart>
          <RelatedProducts item={item} />
        </HydratedApart>
      </Box>
    </>
  );
}
