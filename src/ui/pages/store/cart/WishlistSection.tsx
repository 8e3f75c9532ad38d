// The wishlist under the cart: each saved item with its price, "Move to cart" and the heart.
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../../domain/routes';
import { WishlistHeart } from '../../../components/cart/WishlistHeart';
import { Picture } from '../../../components/Picture';
import { Price } from '../../../components/Price';
import { useServices } from '../../../services/services';

export function WishlistSection() {
  const { cart, wishlist } = useServices();
  const items = useSelector(wishlist, (s) => s.context.items);
  const cartBusy = useSelector(cart, (s) => s.hasTag('busy'));
  const wishlistBusy = useSelector(wishlist, (s) => !s.matches({ signedIn: 'ready' }));
  const busy = cartBusy || wishlistBusy;
  return (
    <Box component="section" aria-labelledby="wishlist-title" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="wishlist-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, mb: 2 }}>
        Your wishlist
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FavoriteBorderIcon fontSize="small" aria-hidden="true" /> Tap the heart on a product to save it here.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {items.map((item) => (
            <Box
              component="li"
              key={item._id}
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
              <Box sx={{ borderRadius: 1, overflow: 'hidden', bgcolor: 'surface.photo', alignSelf: 'start' }}>
                <Picture imageKey={item.photoLink} alt="" sizes="80px" width={160} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <MuiLink
                  component={Link}
                  href={ROUTES.storeItem.href(item._id)}
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  {item.name}
                </MuiLink>
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
                    onClick={() => {
                      cart.send({ type: 'cart.add', itemId: item._id, quantity: 1 });
                      wishlist.send({ type: 'wishlist.toggle', itemId: item._id });
                    }}
                  >
                    {item.inStock ? 'Move to cart' : 'Out of stock'}
                  </Button>
                  <WishlistHeart itemId={item._id} itemName={item.name} />
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
