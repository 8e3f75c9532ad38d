// The operator's desk: what it says when an action is refused, and which lifecycle events it sends.
import { formatRupees, paiseToRupees, type Paise } from './money';

const OPS_EVENT_PAST: Record<string, string> = {
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

export const OPS_MESSAGES = {
  /** The order lifecycle's refusal: the order's state does not take the event. */
  eventRefused: (event: string, statusLabel: string) =>
    `An order that is ${statusLabel.toLowerCase()} cannot be ${OPS_EVENT_PAST[event] ?? event}`,
  orderNotPaid: 'This order has no captured payment to refund',
  refundTooLarge: (refundablePaise: Paise) =>
    `A refund can be at most ${formatRupees(paiseToRupees(refundablePaise))}, what was captured less earlier refunds`,
  consultationNotPaid: 'This consultation has no captured payment to refund',
} as const;
