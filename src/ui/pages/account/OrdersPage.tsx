// Order history: every order of the signed-in shopper, newest first, each leading to its page.
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import { ROUTES } from '@domain/routes';
import { LoadingBlock, Unavailable } from '@ui/components/PageState';
import { PillLink } from '@ui/components/PillLink';
import { SignedInPage } from '@ui/components/SignedInPage';
import { useResource } from '@ui/hooks/useResource';
import { PAGE_TITLES } from '@ui/seo/titles';
import { bareList } from '@ui/theme/sx';
import { DashboardNotice } from './dashboard/DashboardNotice';
import { OrderSummaryCard } from './orders/OrderSummaryCard';

export default function OrdersPage() {
  return <SignedInPage title={PAGE_TITLES.orders}>{(uid) => <OrderHistory uid={uid} />}</SignedInPage>;
}

function OrderHistory({ uid }: { uid: string }) {
  const history = useResource({ kind: 'orderHistory', uid });
  if (history.status === 'loading') return <LoadingBlock label="Loading your orders" />;
  if (history.status !== 'ready') return <Unavailable onRetry={history.retry} />;
  if (history.data.length === 0)
    return (
      <DashboardNotice
        icon={<ReceiptLongOutlinedIcon />}
        title="No orders yet"
        detail="When you buy something, it shows up here with its status and invoice."
      >
        <PillLink href={ROUTES.store.href}>Shop products</PillLink>
      </DashboardNotice>
    );
  return (
    <Box component="ul" aria-label="Orders" sx={{ ...bareList, display: 'grid', gap: 2 }}>
      {history.data.map((order) => (
        <OrderSummaryCard key={order._id} order={order} />
      ))}
    </Box>
  );
}
