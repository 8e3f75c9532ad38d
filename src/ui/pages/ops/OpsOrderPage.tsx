// One order on the operator's desk: where it is and the moves its state takes (pack, ship with
// carrier and tracking number, deliver, cancel), what was bought, the customer and address, the
// payment, the refunds with a form for a new one (partial or full, within what is left), and the
// history with who moved it. Only for operators.
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { OpsOrder } from '@domain/contract/ops';
import { formatDate } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { orderNumber } from '@domain/ops';
import { ROUTES } from '@domain/routes';
import { orderStatusLabel, orderTimeline } from '@machines/orderLifecycle';
import { BackLink } from '@ui/components/BackLink';
import { CardSection } from '@ui/components/CardSection';
import { Missing } from '@ui/components/Missing';
import { AddressBlock } from '@ui/components/order/AddressBlock';
import { OrderLines } from '@ui/components/order/OrderLines';
import { OrderTimeline } from '@ui/components/order/OrderTimeline';
import { TotalsSummary } from '@ui/components/order/TotalsSummary';
import { LoadingBlock } from '@ui/components/PageState';
import { SignedInPage } from '@ui/components/SignedInPage';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';
import { opsRoleScreen } from './OpsDeskShell';
import { OrderLog } from './order/OrderLog';
import { OrderMoves } from './order/OrderMoves';
import { PaymentFacts } from './order/PaymentFacts';
import { RefundForm } from './order/RefundForm';
import { RefundTable } from './order/RefundTable';
import { useDeskList } from './useDeskList';

export default function OpsOrderPage({ orderId }: { orderId: string }) {
  return (
    <SignedInPage
      title={PAGE_TITLES.opsOrder}
      heading={null}
      lead={<BackLink href={ROUTES.ops.href}>{TEXT.allOrders}</BackLink>}
      wide
    >
      {(uid) => <OrderDesk uid={uid} orderId={orderId} />}
    </SignedInPage>
  );
}

function OrderDesk({ uid, orderId }: { uid: string; orderId: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useToastingMachine(machines.opsOrder, { input: { uid, orderId } });
  const list = useDeskList<OpsOrder | null, string>(snapshot.children.list!);
  const order = list.page;

  if (list.state === 'checkingRole' || list.state === 'loading') return <LoadingBlock label={TEXT.loadingOrder} />;
  const roleScreen = opsRoleScreen(list);
  if (roleScreen) return roleScreen;
  if (!order) return <Missing text={TEXT.missing} backHref={ROUTES.ops.href} backLabel={TEXT.allOrders} />;

  const busy = !snapshot.matches('idle');
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ wordBreak: 'break-all' }}>
          {TEXT.orderTitle(orderNumber(order))}
        </Typography>
        <Typography color="text.secondary">{TEXT.placedOn(formatDate(order.createdAt))}</Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <CardSection title={orderStatusLabel(order.status)}>
            <OrderTimeline steps={orderTimeline(order.status, order.history)} shipment={order.shipment} />
            <OrderMoves
              order={order}
              moving={snapshot.matches('moving')}
              busy={busy}
              onMove={(body) => send({ type: 'move', order, body })}
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon aria-hidden="true" />}
              aria-disabled={busy}
              onClick={() => !busy && send({ type: 'printSlip' })}
              sx={{ justifySelf: 'start', borderRadius: pillRadius }}
            >
              {TEXT.packingSlip}
            </Button>
          </CardSection>
          <CardSection title={TEXT.customer}>
            <Typography sx={{ fontWeight: 600 }}>{order.customer.name}</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {order.customer.phone}
            </Typography>
            <AddressBlock address={order.address} />
          </CardSection>
          <CardSection title={TEXT.payment}>
            <PaymentFacts order={order} />
            <TotalsSummary totals={order.totals} />
          </CardSection>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <CardSection title={TEXT.items}>
            <OrderLines lines={order.orderItems} />
          </CardSection>
          <CardSection title={TEXT.refunds}>
            <RefundTable refunds={order.refunds} />
            <RefundForm
              key={order.refunds.length}
              refundablePaise={order.refundablePaise}
              refunding={snapshot.matches('refunding')}
              busy={busy}
              onRefund={(body) => send({ type: 'refund', order, body })}
            />
          </CardSection>
          <CardSection title={TEXT.history}>
            <OrderLog log={order.log} />
          </CardSection>
        </Grid>
      </Grid>
    </>
  );
}
