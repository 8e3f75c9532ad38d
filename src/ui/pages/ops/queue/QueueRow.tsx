// One order in the queue: a checkbox when the order can be packed now (the lifecycle machine says
// so), its number leading to its page, the customer, what and how much, its status and date.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { OpsOrderSummary } from '@domain/contract/ops';
import { formatDate } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { formatRupees } from '@domain/money';
import { orderNumber } from '@domain/ops';
import { countOf } from '@domain/plural';
import { ROUTES } from '@domain/routes';
import { nextOrderStatus, orderStatusLabel } from '@machines/orderLifecycle';
import { SurfaceCard } from '@ui/components/SurfaceCard';

export function QueueRow({
  order,
  selected,
  disabled,
  onToggle,
}: {
  order: OpsOrderSummary;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const packable = nextOrderStatus(order.status, order.paymentMethod, 'pack') !== null;
  const number = orderNumber(order);
  return (
    <SurfaceCard
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ width: 42, flexShrink: 0 }}>
        {packable && (
          <Checkbox
            checked={selected}
            disabled={disabled}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': TEXT.select(number) } }}
          />
        )}
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography
          component={Link}
          href={ROUTES.opsOrder.href(order._id)}
          sx={{ fontWeight: 700, wordBreak: 'break-all' }}
        >
          {number}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {order.customer.name} · {order.customer.phone}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ flex: '0 1 200px' }}>
        {countOf(order.itemCount, 'item')} · {formatRupees(order.total)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 auto' }}>
        {formatDate(order.createdAt, 'short')}
      </Typography>
      <Chip label={orderStatusLabel(order.status)} size="small" />
    </SurfaceCard>
  );
}
