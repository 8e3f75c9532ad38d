// Refusals of an order.
import { PAYMENT_WINDOW_MINUTES } from '../constants';

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty',
  notFound: 'Order not found',
  paymentWindowPassed: `The ${PAYMENT_WINDOW_MINUTES}-minute payment window of this order has passed. Please place the order again`,
  retryNotAllowed: 'Only an order whose payment failed can be paid again',
  cannotCancel: (statusLabel: string) => `This order can no longer be cancelled (${statusLabel.toLowerCase()})`,
  noInvoiceYet: 'The invoice is issued once the order is confirmed',
  creditNoteNotFound: 'This order has no such credit note',
} as const;
