// Checkout and a placed order as the shopper sees it.

export const CHECKOUT_MESSAGES = {
  orderConfirmed: 'Thank you, your order is confirmed',
  emptyCart: 'Your cart is empty',
  payingInGateway: 'Complete the payment in the secure payment window.',
  orderPlacing: 'Placing your order…',
  tryAgain: 'Try again',
  orderCancelled: 'Your order has been cancelled',
  orderRefunded: 'Your order has been cancelled. The amount will be refunded to your original payment method.',
  errorCancellingOrder: 'Your order could not be cancelled. Please try again.',
  invoiceFailed: 'The invoice could not be downloaded. Please try again.',
  creditNoteFailed: 'The credit note could not be downloaded. Please try again.',
  cancelWillRefund: 'You paid online, so the full amount will be refunded to your original payment method.',
  cancelCod: 'Nothing has been charged, so there is nothing to refund.',
  addressRemoved: 'Address removed',
  addressUpdated: 'Address updated',
  errorSavingAddresses: 'Your addresses could not be saved on this device',
} as const;
