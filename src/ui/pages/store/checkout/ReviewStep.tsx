// Step 3: what is bought, where it goes, how it is paid and the bill; then place the order. While
// the gateway is open it says so; after a failed payment it offers to try again on the same order.
// Place order and Try again are aria-disabled while busy, not disabled, so they keep the focus.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { Address } from '@domain/address';
import type { PaymentMethod } from '@domain/cart';
import { PAYMENT_METHOD_LABELS } from '@domain/checkout';
import type { CartLine, CartTotalsReply } from '@domain/contract/commerce';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { formatRupees } from '@domain/money';
import { AddressBlock } from '@ui/components/order/AddressBlock';
import { OrderLines } from '@ui/components/order/OrderLines';
import { TotalsSummary } from '@ui/components/order/TotalsSummary';
import { StepHeading } from '@ui/components/StepHeading';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { pillRadius } from '@ui/theme/sx';

export type ReviewPhase = 'review' | 'placing' | 'paying' | 'failed' | 'recovering';

interface ReviewStepProps {
  lines: readonly CartLine[];
  address: Address | null;
  method: PaymentMethod | null;
  totals: CartTotalsReply;
  phase: ReviewPhase;
  onPlace: () => void;
  onRetry: () => void;
  onEdit: (step: 'address' | 'payment') => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function ReviewStep({
  lines,
  address,
  method,
  totals,
  phase,
  onPlace,
  onRetry,
  onEdit,
  headingRef,
}: ReviewStepProps) {
  const busy = phase !== 'review' && phase !== 'failed';
  const failed = phase === 'failed' || phase === 'recovering';
  return (
    <SurfaceCard component="section" aria-labelledby="review-heading">
      <StepHeading component="h2" variant="h3" id="review-heading" headingRef={headingRef} sx={{ mb: 2.5 }}>
        Review your order
      </StepHeading>
      <OrderLines lines={lines} />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        <Box>
          <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
            Delivering to
          </Typography>
          {address && <AddressBlock address={address} />}
          <Button size="small" disabled={busy} onClick={() => onEdit('address')} sx={{ mt: 1, ml: -1 }}>
            Change address
          </Button>
        </Box>
        <Box>
          <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
            Paying by
          </Typography>
          <Typography>{method && PAYMENT_METHOD_LABELS[method]}</Typography>
          <Button size="small" disabled={busy} onClick={() => onEdit('payment')} sx={{ mt: 1, ml: -1 }}>
            Change payment method
          </Button>
        </Box>
      </Box>
      <Divider sx={{ my: 3 }} />
      <TotalsSummary totals={totals} />
      <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
        {phase === 'paying' && <Alert severity="info">{CHECKOUT_MESSAGES.payingInGateway}</Alert>}
        {failed && <Alert severity="error">{COMMON_MESSAGES.paymentError}</Alert>}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        {failed ? (
          <Button
            variant="contained"
            size="large"
            aria-disabled={phase === 'recovering'}
            onClick={() => phase !== 'recovering' && onRetry()}
            sx={{ borderRadius: pillRadius, px: 4 }}
          >
            {CHECKOUT_MESSAGES.tryAgain}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            aria-disabled={busy}
            onClick={() => !busy && onPlace()}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            sx={{ borderRadius: pillRadius, px: 4 }}
          >
            {phase === 'placing' ? CHECKOUT_MESSAGES.orderPlacing : `Place order · ${formatRupees(totals.total)}`}
          </Button>
        )}
      </Box>
    </SurfaceCard>
  );
}
