// The coupons a shopper can use now, each with its conditions in plain words, what it would do to
// shipping before it is applied, and an Apply button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { shippingAddedByCoupon } from '@domain/cart';
import { CART_MESSAGES } from '@domain/messages/cart';
import { formatRupees } from '@domain/money';
import { useResource } from '@ui/hooks/useResource';
import { bareList } from '@ui/theme/sx';

export function CouponList({
  appliedId,
  subtotal,
  busy,
  onApply,
}: {
  appliedId: string | null;
  /** What the cart's items cost before any coupon (rupees). */
  subtotal: number;
  busy: boolean;
  onApply: (code: string) => void;
}) {
  const coupons = useResource({ kind: 'storeCoupons' });
  if (coupons.status !== 'ready' || coupons.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="coupons-title" sx={{ mt: 3 }}>
      <Typography id="coupons-title" component="h2" sx={{ fontWeight: 700, fontSize: 17, mb: 1.5 }}>
        Coupons for you
      </Typography>
      <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 1.5 }}>
        {coupons.data.map((coupon) => {
          const addedShipping = shippingAddedByCoupon(coupon, subtotal);
          return (
            <Box
              component="li"
              key={coupon.couponId}
              sx={{ border: 1, borderStyle: 'dashed', borderColor: 'surface.borderStrong', borderRadius: 1.5, p: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 700, letterSpacing: 0.5 }}>{coupon.couponId}</Typography>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy || appliedId === coupon.couponId}
                  aria-label={`Apply coupon ${coupon.couponId}`}
                  onClick={() => onApply(coupon.couponId)}
                >
                  {appliedId === coupon.couponId ? 'Applied' : 'Apply'}
                </Button>
              </Box>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {coupon.description}
              </Typography>
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
                {coupon.conditions.map((condition) => (
                  <li key={condition}>{condition}</li>
                ))}
              </Box>
              {addedShipping > 0 && (
                <Typography variant="body2" sx={{ mt: 0.5, color: 'secondary.main', fontWeight: 600 }}>
                  {CART_MESSAGES.shippingWillApply(formatRupees(addedShipping))}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
