// The wishlist under the cart: its heading over the saved items (WishlistItems).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAGE_TITLES } from '@ui/seo/titles';
import { WishlistItems } from './WishlistItems';

export function WishlistSection() {
  return (
    <Box component="section" aria-labelledby="wishlist-title" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="wishlist-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, mb: 2 }}>
        {PAGE_TITLES.wishlist}
      </Typography>
      <WishlistItems />
    </Box>
  );
}
