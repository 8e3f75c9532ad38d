// Where a product sits in the shop: Shop › its brand › the product.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { ROUTES } from '@domain/routes';

export function ProductBreadcrumbs({ item }: { item: StoreItemDetail }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 2.5, md: 4 }, fontSize: 14 }}>
      <MuiLink component={Link} href={ROUTES.store.href} color="inherit">
        Shop
      </MuiLink>
      <MuiLink component={Link} href={ROUTES.storeBrand.href(item.brandDetails.brandName)} color="inherit">
        {item.brandDetails.brandName}
      </MuiLink>
      <Typography
        aria-current="page"
        sx={{
          fontSize: 14,
          color: 'text.primary',
          maxWidth: { xs: 180, sm: 'none' },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {item.name}
      </Typography>
    </Breadcrumbs>
  );
}
