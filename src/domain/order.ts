// What the server says when an order, its payment or its invoice cannot do what was asked.
import { PAYMENT_WINDOW_MINUTES } from './constants';

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty',
  notFound: 'Order not found',
  notAwaitingPayment: 'This order is not waiting for a payment',
  paymentNotVerified: 'The payment could not be verified',
  wrongGatewayOrder: 'This payment belongs to a different order',
  paymentReused: 'This payment has already been used',
  paymentWindowPassed: `The ${PAYMENT_WINDOW_MINUTES}-minute payment window of this order has passed. Please place the order again`,
  retryNotAllowed: 'Only an order whose payment failed can be paid again',
  cannotCancel: (statusLabel: string) => `This order can no longer be cancelled (${statusLabel.toLowerCase()})`,
  noInvoiceYet: 'The invoice is issued once the order is confirmed',
  gatewayUnavailable: 'The payment service is not answering. Please try again in a moment',
  sandboxOnly: 'The sandbox checkout is not available: payments go through Razorpay',
} as const;
