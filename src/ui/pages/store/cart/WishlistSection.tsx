// The wishlist under the cart: the saved items, each of which can move to the cart.
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useServices } from '../../../services/services';
import { WishlistItemCard } from './WishlistItemCard';

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
            <WishlistItemCard
              key={item._id}
              item={item}
              busy={busy}
              onMoveToCart={() => {
                cart.send({ type: 'cart.add', itemId: item._id, quantity: 1 });
                wishlist.send({ type: 'wishlist.toggle', itemId: item._id });
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
