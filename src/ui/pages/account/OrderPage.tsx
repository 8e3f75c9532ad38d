// One order: the confirmation after buying, where it is (timeline), what was bought, the bill with
// its GST, where it goes and how it is paid; cancel it before it ships; download the tax invoice
// and any credit notes against it.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSearch } from 'wouter';
import { PAYMENT_METHOD_LABELS } from '@domain/checkout';
import type { Order } from '@domain/contract/commerce';
import { formatDate } from '@domain/indiaTime';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { formatRupees } from '@domain/money';
import { orderNumber, type OrderDocument } from '@domain/order';
import { ROUTES } from '@domain/routes';
import { canCancelOrder, canPayNow, nextOrderStatus, orderStatusLabel, orderTimeline } from '@machines/orderLifecycle';
import { BackLink } from '@ui/components/BackLink';
import { CardSection } from '@ui/components/CardSection';
import { Missing } from '@ui/components/Missing';
import { AddressBlock } from '@ui/components/order/AddressBlock';
import { OrderLines } from '@ui/components/order/OrderLines';
import { OrderTimeline } from '@ui/components/order/OrderTimeline';
import { RefundNotices } from '@ui/components/order/RefundNotices';
import { TotalsSummary } from '@ui/components/order/TotalsSummary';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { SignedInPage } from '@ui/components/SignedInPage';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';
import { CancelOrder } from './orders/CancelOrder';
import { TaxBreakdown } from './orders/TaxBreakdown';

const CONFIRMED_STATUSES = new Set(['created', 'packed', 'shipped', 'delivered']);

export default function OrderPage({ orderId }: { orderId: string }) {
  return (
    <SignedInPage
      title={PAGE_TITLES.order}
      heading={null}
      lead={<BackLink href={ROUTES.orders.href}>All orders</BackLink>}
      wide
    >
      {(uid) => <OrderDetail orderId={orderId} userId={uid} />}
    </SignedInPage>
  );
}

function OrderDetail({ orderId, userId }: { orderId: string; userId: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useToastingMachine(machines.orderDetail, { input: { orderId, userId } });
  const justPlaced = new URLSearchParams(useSearch()).has('confirmed');
  const { order } = snapshot.context;

  if (snapshot.matches('missing'))
    return (
      <Missing
        text="We could not find this order in your account."
        backHref={ROUTES.orders.href}
        backLabel="All orders"
      />
    );
  if (snapshot.matches('unavailable')) return <Unavailable onRetry={() => send({ type: 'retry' })} />;
  if (!order) return <LoadingBlock label="Loading your order" />;

  const cancelling = snapshot.matches({ ready: 'cancelling' });
  // Reopening the payment, in the gateway, confirming or reporting it, and reading the order after.
  const paying = !snapshot.matches({ ready: 'idle' }) && !cancelling && !snapshot.matches({ ready: 'downloading' });
  return (
    <>
      {justPlaced && CONFIRMED_STATUSES.has(order.status) && (
        <Alert
          icon={<CheckCircleOutlineIcon fontSize="inherit" />}
          severity="success"
          role="status"
          sx={{ mb: 3, fontSize: 17, alignItems: 'center' }}
        >
          {CHECKOUT_MESSAGES.orderConfirmed}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 3 }}>
        <Typography variant="h1">Order {orderNumber(order._id)}</Typography>
        <Typography color="text.secondary">
          Placed on {formatDate(order.createdAt)}
          {order.invoiceNumber && ` · Invoice ${order.invoiceNumber}`}
        </Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <CardSection title="Items">
            <OrderLines lines={order.orderItems} />
          </CardSection>
          <CardSection title="Tax">
            <TaxBreakdown tax={order.tax} />
          </CardSection>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <CardSection title={orderStatusLabel(order.status)} label="Status">
            <OrderTimeline steps={orderTimeline(order.status, order.history)} shipment={order.shipment} />
            <RefundNotices refunds={order.refunds} />
            <Box role="status" aria-live="polite">
              {snapshot.context.failure && (
                <Alert severity="error" sx={{ mt: 3 }}>
                  {COMMON_MESSAGES.paymentError}
                </Alert>
              )}
            </Box>
            <OrderActions
              order={order}
              paying={paying}
              onPay={() => send({ type: 'pay' })}
              cancelling={cancelling}
              downloading={snapshot.matches({ ready: 'downloading' }) ? snapshot.context.document : null}
              onCancel={() => send({ type: 'cancel' })}
              onDownload={(document) => send({ type: 'download', document })}
            />
          </CardSection>
          <CardSection title="Payment">
            <Typography sx={{ mb: 2 }}>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Typography>
            <TotalsSummary totals={order.totals} />
          </CardSection>
          <CardSection title={LABELS.deliveryAddress}>
            <AddressBlock address={order.address} />
          </CardSection>
        </Grid>
      </Grid>
    </>
  );
}

function OrderActions({
  order,
  paying,
  onPay,
  cancelling,
  downloading,
  onCancel,
  onDownload,
}: {
  order: Order;
  paying: boolean;
  onPay: () => void;
  cancelling: boolean;
  /** The document being downloaded, if any. */
  downloading: OrderDocument | null;
  onCancel: () => void;
  onDownload: (document: OrderDocument) => void;
}) {
  const downloadButton = (document: OrderDocument, label: string, busy: boolean) => (
    <Button
      key={document.kind === 'invoice' ? 'invoice' : document.number}
      variant={document.kind === 'invoice' ? 'contained' : 'outlined'}
      startIcon={<DownloadIcon aria-hidden="true" />}
      disabled={downloading !== null}
      onClick={() => onDownload(document)}
      sx={{ borderRadius: pillRadius }}
    >
      {busy ? 'Downloading…' : label}
    </Button>
  );
  const cancellable = canCancelOrder(order.status, order.paymentMethod);
  const payable = canPayNow(order, Date.now());
  if (!cancellable && !order.invoiceNumber && !payable) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      {payable && (
        <Button
          variant="contained"
          aria-disabled={paying}
          onClick={() => !paying && onPay()}
          startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ borderRadius: pillRadius }}
        >
          {`Pay now · ${formatRupees(order.totals.total)}`}
        </Button>
      )}
      {order.invoiceNumber && downloadButton({ kind: 'invoice' }, 'Download invoice', downloading?.kind === 'invoice')}
      {order.creditNotes.map((note) =>
        downloadButton(
          { kind: 'creditNote', noteId: note._id, number: note.number },
          `Credit note ${note.number}`,
          downloading?.kind === 'creditNote' && downloading.noteId === note._id,
        ),
      )}
      {cancellable && (
        <CancelOrder
          paid={nextOrderStatus(order.status, order.paymentMethod, 'cancel') === 'refunded'}
          busy={cancelling}
          onCancel={onCancel}
        />
      )}
    </Box>
  );
}
