// The way from the profile to the order history.
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { ROUTES } from '../../../../domain/routes';
import { DashboardSection } from './DashboardSection';
import { pillButtonSx } from './pillButtonSx';

export function YourOrders() {
  return (
    <DashboardSection
      id="your-orders"
      title="Your orders"
      subtitle="Track orders, cancel before shipping and download invoices."
    >
      <Button
        component={Link}
        href={ROUTES.orders.href}
        variant="outlined"
        startIcon={<ReceiptLongOutlinedIcon aria-hidden="true" />}
        sx={pillButtonSx}
      >
        View your orders
      </Button>
    </DashboardSection>
  );
}
