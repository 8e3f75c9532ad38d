/** An order's page, the shopper's and the operator's alike: its timeline and its refunds. */
export const ORDER_PAGE_MESSAGES = {
  timeline: 'Order status',
  shipment: (carrier: string, trackingNumber: string) => `${carrier}, tracking number ${trackingNumber}`,
  refunds: 'Refunds',
} as const;
