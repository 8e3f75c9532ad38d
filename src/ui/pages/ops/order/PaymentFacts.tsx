// How the order is paid: the method, and the captured payment (its id, amount and state) when there is one.
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS } from '@domain/checkout';
import type { OpsOrder } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { formatRupees, paiseToRupees } from '@domain/money';

export function PaymentFacts({ order }: { order: OpsOrder }) {
  const { payment } = order;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
        {payment
          ? `${payment._id} · ${TEXT.paymentState[payment.status](formatRupees(paiseToRupees(payment.amountPaise)))}`
          : TEXT.noPayment}
      </Typography>
    </>
  );
}
