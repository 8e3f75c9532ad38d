// The order's refunds, oldest first: how much, where each stands, when it started and finished.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OrderRefund } from '@domain/contract/commerce';
import { formatDate } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { formatRupees, paiseToRupees } from '@domain/money';
import { bareList } from '@ui/theme/sx';

export function RefundTable({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0)
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {TEXT.noRefunds}
      </Typography>
    );
  return (
    <Box component="ul" aria-label={TEXT.refunds} sx={{ ...bareList, mb: 3, display: 'grid', gap: 1 }}>
      {refunds.map((refund) => (
        <Box component="li" key={refund._id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{formatRupees(paiseToRupees(refund.amountPaise))}</Typography>
          <Chip size="small" label={TEXT.refundStatus[refund.status]} />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {formatDate(refund.processedAt ?? refund.createdAt, 'short')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
