// A product in a grid: photo, brand, name, rating, price; the whole card opens the product, and
// the heart and the add-to-cart button sit above that link. A search result found only through a
// synonym says why ("for Acidity").
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { StoreSearchItem } from '@domain/contract/search';
import { ROUTES } from '@domain/routes';
import { matchReason } from '@domain/search';
import { AddToCartButton } from './cart/AddToCartButton';
import { WishlistHeart } from './cart/WishlistHeart';
import { Picture } from './Picture';
import { Price } from './Price';
import { Stars } from './Stars';
import { linkCardSx, stretchedLinkSx } from './stretchedLink';

export type CardHeading = 'h2' | 'h3';

/** Grid cells are about a half (phone), a third (tablet) or a quarter (desktop) of the page. */
export const PRODUCT_CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, 48vw';

export function ProductCard({
  item,
  headingComponent = 'h3',
  priority = false,
}: {
  item: StoreSearchItem;
  headingComponent?: CardHeading;
  priority?: boolean;
}) {
  const photo = item.photoLinks[0];
  return (
    <Card component="article" sx={linkCardSx}>
      <Box sx={{ position: 'relative', bgcolor: 'surface.photo' }}>
        {/* The name beside it says what the photo shows, so the photo is decorative here. */}
        {photo && (
          <Picture
            imageKey={photo}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            width={480}
            priority={priority}
            sx={item.inStock ? undefined : { filter: 'grayscale(0.6)', opacity: 0.7 }}
          />
        )}
        {!item.inStock && (
          <Chip
            label="Out of stock"
            size="small"
            sx={{
              position: 'absolute',
              top: 10,
              left: 10,
              bgcolor: 'accent.badge',
              color: 'common.white',
              fontWeight: 600,
            }}
          />
        )}
        <WishlistHeart
          itemId={item._id}
          itemName={item.name}
          sx={{ position: 'absolute', top: 6, right: 6, zIndex: 2, boxShadow: 1 }}
        />
      </Box>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
        <Typography
          variant="caption"
          sx={{
            color: 'secondary.main',
            fontWeight: 700,
            letterSpacing: 0.6,
            textTransform: 'uppercase',
            lineHeight: 1.4,
          }}
        >
          {item.brandDetails.brandName}
        </Typography>
        <Typography
          component={headingComponent}
          sx={{
            fontSize: { xs: 15, sm: 16 },
            fontWeight: 600,
            lineHeight: 1.35,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <Box component={Link} href={ROUTES.storeItem.href(item._id)} sx={stretchedLinkSx}>
            {item.name}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.packSize}
        </Typography>
        {item.matchedFor && (
          <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
            {matchReason(item.matchedFor)}
          </Typography>
        )}
        <Stars rating={item.rating} count={item.reviewCount} />
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <Price sellingPrice={item.sellingPrice} costPrice={item.costPrice} discount={item.discount} />
        </Box>
        <Box sx={{ position: 'relative', zIndex: 2, pt: 0.5, '& .MuiButton-root': { width: '100%' } }}>
          <AddToCartButton itemId={item._id} itemName={item.name} inStock={item.inStock} size="small" />
        </Box>
      </Box>
    </Card>
  );
}
