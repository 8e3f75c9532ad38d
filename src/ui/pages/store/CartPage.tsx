// The cart and the wishlist: lines with quantities, totals as the server priced them, coupons
// (signed in), the way to check out, and the wishlist under it (which also has a page of its own).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { appliedCoupon } from '@machines/cart.machine';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { bareList } from '@ui/theme/sx';
import { CartEmpty } from './cart/CartEmpty';
import { CartLineRow } from './cart/CartLineRow';
import { CartSummary } from './cart/CartSummary';
import { CouponList } from './cart/CouponList';
import { WishlistSection } from './cart/WishlistSection';

export default function CartPage() {
  usePageTitle(PAGE_TITLES.cart);
  const { cart, session } = useServices();
  const snapshot = useSelector(cart, (s) => s);
  const signedIn = useSelector(session, (s) => Boolean(s.context.user));
  const busy = snapshot.hasTag('busy');
  const current = snapshot.context.cart;
  const coupon = appliedCoupon(snapshot.context);
  const failed = snapshot.matches({ signedIn: 'failed' }) || snapshot.matches({ signedOut: 'failed' });
  const applyCoupon = (couponId: string) => cart.send({ type: 'cart.applyCoupon', couponId });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        Your cart
      </Typography>
      {snapshot.hasTag('loading') && current === null ? (
        <LoadingBlock label={LABELS.loadingCart} />
      ) : failed && current === null ? (
        <Unavailable onRetry={() => cart.send({ type: 'cart.reload' })} />
      ) : current === null || current.orderItems.length === 0 ? (
        <CartEmpty />
      ) : (
        <Grid container spacing={{ xs: 3, md: 5 }} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 7.5 }}>
            <Box component="ul" aria-label="Items in your cart" sx={bareList}>
              {current.orderItems.map((line) => (
                <CartLineRow
                  key={line._id}
                  line={line}
                  busy={busy}
                  onQuantity={(quantity) => cart.send({ type: 'cart.setQuantity', itemId: line._id, quantity })}
                  onRemove={() => cart.send({ type: 'cart.remove', itemId: line._id })}
                />
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4.5 }}>
            <CartSummary
              totals={current.totals}
              coupon={coupon}
              signedIn={signedIn}
              busy={busy}
              onApplyCoupon={applyCoupon}
              onRemoveCoupon={() => cart.send({ type: 'cart.removeCoupon' })}
            />
            {signedIn && (
              <CouponList
                appliedId={coupon?.couponId ?? null}
                subtotal={current.totals.subtotal}
                busy={busy}
                onApply={applyCoupon}
              />
            )}
          </Grid>
        </Grid>
      )}
      {signedIn && <WishlistSection />}
    </Container>
  );
}
