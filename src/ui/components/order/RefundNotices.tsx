// What the shopper reads about each refund of an order: "Refund of ₹X started", then "Refunded",
// each with when the bank has the money.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { OrderRefund } from '@domain/contract/commerce';
import { ORDER_PAGE_MESSAGES as TEXT } from '@domain/messages/orderPage';
import { refundBankNote, refundNotice } from '@domain/refund';
import { bareList } from '@ui/theme/sx';

export function RefundNotices({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <Box component="ul" aria-label={TEXT.refunds} sx={{ ...bareList, mt: 2, display: 'grid', gap: 1 }}>
      {refunds.map((refund) => (
        <Box component="li" key={refund._id}>
          {/* A note on the page, not news: no alert role. */}
          <Alert
            role="note"
            severity={refund.status === 'failed' ? 'warning' : refund.status === 'processed' ? 'success' : 'info'}
          >
            <AlertTitle sx={{ mb: 0 }}>{refundNotice(refund.status, refund.amountPaise)}</AlertTitle>
            {refundBankNote(refund)}
          </Alert>
        </Box>
      ))}
    </Box>
  );
}
