// The signed-in shopper's saved items, each of which can move to the cart; shown on the wishlist
// page and under the cart.
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { WISHLIST_MESSAGES } from '@domain/messages/wishlist';
import { useServices } from '@ui/services/services';
import { bareList } from '@ui/theme/sx';
import { WishlistItemCard } from './WishlistItemCard';

export function WishlistItems() {
  const { cart, wishlist } = useServices();
  const items = useSelector(wishlist, (s) => s.context.items);
  const cartBusy = useSelector(cart, (s) => s.hasTag('busy'));
  const wishlistBusy = useSelector(wishlist, (s) => !s.matches({ signedIn: 'ready' }));
  const busy = cartBusy || wishlistBusy;
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FavoriteBorderIcon fontSize="small" aria-hidden="true" /> {WISHLIST_MESSAGES.empty}
      </Typography>
    );
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
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
  );
}
