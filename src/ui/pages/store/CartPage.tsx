// The cart: what the badge counts say is saved, or a friendly start when it is empty.
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { countOf } from '../../../domain/plural';
import { ROUTES } from '../../../domain/routes';
import { IconBubble } from '../../components/IconBubble';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useServices } from '../../services/services';
import { pillRadius } from '../../theme/sx';

export default function CartPage() {
  usePageTitle('Your cart');
  const counts = useSelector(useServices().badges, (s) => s.context);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        Your cart
      </Typography>
      <Card sx={{ p: { xs: 3, md: 6 }, borderRadius: 2, borderColor: 'surface.border', textAlign: 'center' }}>
        <IconBubble size={88} sx={{ mx: 'auto', mb: 3 }}>
          <ShoppingBagOutlinedIcon sx={{ fontSize: 44 }} />
        </IconBubble>
        {counts.cart === 0 ? (
          <>
            <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
              Your cart is empty
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 440, mx: 'auto', mb: 4, lineHeight: 1.65 }}>
              Explore classical formulations, oils and herbal teas from brands we trust. Whatever you add is kept here
              for you.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
              <Button
                component={Link}
                href={ROUTES.store.href}
                variant="contained"
                size="large"
                sx={{ borderRadius: pillRadius, px: 4 }}
              >
                Shop products
              </Button>
              <Button
                component={Link}
                href={ROUTES.storeConcern.href}
                variant="outlined"
                size="large"
                sx={{ borderRadius: pillRadius, px: 4 }}
              >
                Shop by concern
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
              {countOf(counts.cart, 'item is', 'items are')} saved in your cart
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mb: 4, lineHeight: 1.65 }}>
              Your cart is kept on this device, so it is here whenever you come back.
            </Typography>
            <Button
              component={Link}
              href={ROUTES.store.href}
              variant="contained"
              size="large"
              sx={{ borderRadius: pillRadius, px: 4 }}
            >
              Continue shopping
            </Button>
          </>
        )}
        {counts.wishlist > 0 && (
          <Typography
            sx={{
              mt: 4,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              color: 'text.secondary',
            }}
          >
            <FavoriteBorderIcon fontSize="small" aria-hidden="true" /> You also have {countOf(counts.wishlist, 'item')}{' '}
            in your wishlist.
          </Typography>
        )}
      </Card>
    </Container>
  );
}
