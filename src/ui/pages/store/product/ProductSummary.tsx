// Beside a product's photos: brand, name, rating, price, pack size, form, stock, description,
// its categories and concerns, and what the store promises.
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { FREE_SHIPPING_MIN_RUPEES } from '@domain/constants';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { formatRupees } from '@domain/money';
import { categoryHref, ROUTES } from '@domain/routes';
import { Price } from '@ui/components/Price';
import { Stars } from '@ui/components/Stars';
import { bareList } from '@ui/theme/sx';
import { ProductPurchase } from './ProductPurchase';
import { StockState } from './StockState';

export function ProductSummary({ item }: { item: StoreItemDetail }) {
  return (
    <>
      <MuiLink
        component={Link}
        href={ROUTES.storeBrand.href(item.brandDetails.brandName)}
        sx={{
          color: 'secondary.main',
          fontWeight: 700,
          letterSpacing: 0.8,
          textTransform: 'uppercase',
          fontSize: 14,
        }}
      >
        {item.brandDetails.brandName}
      </MuiLink>
      <Typography variant="h1" sx={{ mt: 1, mb: 1.5, fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
        {item.name}
      </Typography>
      <Stars rating={item.rating} count={item.reviewCount} size="medium" />
      <Box sx={{ mt: 2.5 }}>
        <Price sellingPrice={item.sellingPrice} costPrice={item.costPrice} discount={item.discount} size="large" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Inclusive of all taxes
        </Typography>
      </Box>
      <ProductPurchase item={item} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 3,
          rowGap: 1,
          my: 3,
          py: 2.5,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'surface.border',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <dt>Pack size</dt>
        <dd>{item.packSize}</dd>
        <dt>Form</dt>
        <dd style={{ textTransform: 'capitalize' }}>{item.form}</dd>
        <dt>Availability</dt>
        <dd>
          <StockState inStock={item.inStock} />
        </dd>
      </Box>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17, mb: 1 }}>
        About this product
      </Typography>
      <Typography sx={{ lineHeight: 1.75, fontSize: 16.5 }}>{item.description}</Typography>
      {item.categories.length > 0 && (
        <Box
          component="ul"
          aria-label="Categories and concerns"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ...bareList, mt: 2.5 }}
        >
          {item.categories.map((category) => (
            <li key={category._id}>
              <Chip
                component={Link}
                clickable
                label={category.name}
                href={categoryHref(category)}
                sx={{
                  bgcolor: category.kind === 'concern' ? 'surface.saffron' : 'surface.sage',
                  color: category.kind === 'concern' ? 'accent.saffronText' : 'primary.dark',
                  fontWeight: 500,
                }}
              />
            </li>
          ))}
        </Box>
      )}
      <Box
        component="ul"
        sx={{
          ...bareList,
          mt: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          color: 'text.secondary',
          '& li': { display: 'flex', alignItems: 'center', gap: 1.25 },
          '& svg': { color: 'primary.main' },
        }}
      >
        <li>
          <VerifiedOutlinedIcon fontSize="small" aria-hidden="true" /> 100% genuine, sourced from{' '}
          {item.brandDetails.brandName}
        </li>
        <li>
          <LocalShippingOutlinedIcon fontSize="small" aria-hidden="true" /> Free shipping on orders over{' '}
          {formatRupees(FREE_SHIPPING_MIN_RUPEES)}
        </li>
        <li>
          <LockOutlinedIcon fontSize="small" aria-hidden="true" /> Secure payments
        </li>
      </Box>
    </>
  );
}
