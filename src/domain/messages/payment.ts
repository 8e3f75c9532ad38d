/** Refusals of a payment, the same for an order and a consultation. */
export const PAYMENT_MESSAGES = {
  notAwaitingPayment: 'This order is not waiting for a payment',
  paymentNotVerified: 'The payment could not be verified',
  wrongGatewayOrder: 'This payment belongs to a different order',
  paymentReused: 'This payment has already been used',
  gatewayUnavailable: 'The payment service is not answering. Please try again in a moment',
} as const;
