// The way from the profile to the order history.
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { DASHBOARD_MESSAGES as TEXT } from '@domain/messages/dashboard';
import { ROUTES } from '@domain/routes';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DashboardLink } from './DashboardLink';

export function YourOrders() {
  return (
    <DashboardLink
      id="your-orders"
      title={PAGE_TITLES.orders}
      subtitle={TEXT.ordersSubtitle}
      href={ROUTES.orders.href}
      icon={<ReceiptLongOutlinedIcon aria-hidden="true" />}
      label={TEXT.ordersLink}
    />
  );
}
