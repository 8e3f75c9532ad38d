// One order in the history: photo, first item, date, how many items, status and total.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { OrderSummary } from '@domain/contract/commerce';
import { formatDate } from '@domain/indiaTime';
import { formatRupees } from '@domain/money';
import { orderNumber } from '@domain/order';
import { countOf } from '@domain/plural';
import { ROUTES } from '@domain/routes';
import { orderStatusLabel } from '@machines/orderLifecycle';
import { Picture } from '@ui/components/Picture';
import { stretchedLinkSx } from '@ui/components/stretchedLink';
import { SurfaceCard } from '@ui/components/SurfaceCard';

export function OrderSummaryCard({ order }: { order: OrderSummary }) {
  return (
    <SurfaceCard
      component="li"
      sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 2, p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ width: 72, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
        <Picture imageKey={order.photoLink} alt="" sizes={72} width={160} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component={Link} href={ROUTES.order.href(order._id)} sx={{ ...stretchedLinkSx, fontWeight: 700 }}>
          {order.firstItemName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(order.createdAt)} · {orderNumber(order._id)} · {countOf(order.itemCount, 'item')} ·{' '}
          {formatRupees(order.total)}
        </Typography>
      </Box>
      <Chip label={orderStatusLabel(order.status)} size="small" />
      <ChevronRightIcon aria-hidden="true" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }} />
    </SurfaceCard>
  );
}
