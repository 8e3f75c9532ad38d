// A saved item under the cart: photo, name, pack size, price, "Move to cart" and its heart.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { WishlistItem } from '@machines/wishlist.machine';
import { ProductNameLink } from '@ui/components/cart/ProductNameLink';
import { ProductThumb } from '@ui/components/cart/ProductThumb';
import { WishlistHeart } from '@ui/components/cart/WishlistHeart';
import { Price } from '@ui/components/Price';

export function WishlistItemCard({
  item,
  busy,
  onMoveToCart,
}: {
  item: WishlistItem;
  busy: boolean;
  onMoveToCart: () => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '80px 1fr',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'surface.border',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <ProductThumb photoLink={item.photoLink} size={80} />
      <Box sx={{ minWidth: 0 }}>
        <ProductNameLink itemId={item._id} name={item.name} />
        <Typography variant="body2" color="text.secondary">
          {item.packSize}
        </Typography>
        <Price sellingPrice={item.sellingPrice} costPrice={item.mrp} discount={0} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Button
            size="small"
            variant="contained"
            disabled={!item.inStock || busy}
            aria-label={`Move ${item.name} to cart`}
            onClick={onMoveToCart}
          >
            {item.inStock ? 'Move to cart' : 'Out of stock'}
          </Button>
          <WishlistHeart itemId={item._id} itemName={item.name} />
        </Box>
      </Box>
    </Box>
  );
}
