// Beside the lines: the coupon (signed in), the totals and what to do next.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Cart, CartTotalsReply } from '@domain/contract/commerce';
import { CartTotals } from './CartTotals';
import { CheckoutAction } from './CheckoutAction';
import { CouponBox } from './CouponBox';

export function CartSummary({
  totals,
  coupon,
  signedIn,
  busy,
  onApplyCoupon,
  onRemoveCoupon,
}: {
  totals: CartTotalsReply;
  coupon: Cart['coupon'];
  signedIn: boolean;
  busy: boolean;
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
}) {
  return (
    <Card
      component="section"
      aria-labelledby="summary-title"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 2, borderColor: 'surface.border' }}
    >
      <Typography id="summary-title" component="h2" sx={{ fontWeight: 700, fontSize: 19, mb: 2 }}>
        Order summary
      </Typography>
      {signedIn && (
        <Box sx={{ mb: 2.5 }}>
          <CouponBox coupon={coupon} busy={busy} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
        </Box>
      )}
      <CartTotals totals={totals} couponId={coupon?.couponId ?? null} />
      <CheckoutAction />
    </Card>
  );
}
