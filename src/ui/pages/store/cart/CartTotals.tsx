// The cart's totals as the server priced them: MRP, savings, coupon, shipping with the nudge
// towards free shipping, the GST inside, and what the shopper pays.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { CartTotalsReply } from '@domain/contract/commerce';
import { CART_MESSAGES } from '@domain/messages/cart';
import { formatRupees } from '@domain/money';
import { countOf } from '@domain/plural';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 600 }}>
        {value}
      </Box>
    </>
  );
}

export function CartTotals({ totals, couponId }: { totals: CartTotalsReply; couponId: string | null }) {
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, m: 0 }}>
        <Row label={`MRP (${countOf(totals.itemCount, 'item')})`} value={formatRupees(totals.mrpTotal)} />
        {totals.mrpSavings > 0 && <Row label="Savings on MRP" value={`− ${formatRupees(totals.mrpSavings)}`} />}
        {totals.couponDiscount > 0 && (
          <Row label={`Coupon ${couponId ?? ''}`.trim()} value={`− ${formatRupees(totals.couponDiscount)}`} />
        )}
        <Row label="Shipping" value={totals.shipping === 0 ? 'Free' : formatRupees(totals.shipping)} />
      </Box>
      <Typography
        variant="body2"
        sx={{ mt: 1, color: totals.freeShippingShortfall > 0 ? 'secondary.main' : 'success.main', fontWeight: 600 }}
      >
        {totals.freeShippingShortfall > 0
          ? CART_MESSAGES.freeShippingNudge(formatRupees(totals.freeShippingShortfall))
          : CART_MESSAGES.freeShipping}
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2, m: 0 }}>
        <Row label="Total" value={formatRupees(totals.total)} strong />
        <Row label="GST included" value={formatRupees(totals.taxIncluded)} />
      </Box>
    </Box>
  );
}
