// The way from the profile to the order history.
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ROUTES } from '../../../../domain/routes';
import { DashboardLink } from './DashboardLink';

export function YourOrders() {
  return (
    <DashboardLink
      id="your-orders"
      title="Your orders"
      subtitle="Track orders, cancel before shipping and download invoices."
      href={ROUTES.orders.href}
      icon={<ReceiptLongOutlinedIcon aria-hidden="true" />}
      label="View your orders"
    />
  );
}
