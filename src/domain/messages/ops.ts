// What the operator's desk and the server say to an operator: a refused action, a move made, a
// form to correct.
import type { OrderStatus } from '../contract/commerce';
import type { DoctorApplicationStatus, OpsDoctorApplication } from '../contract/ops';
import { formatRupees, paiseToRupees, type Paise } from '../money';
import type { CouponField, ItemField, RefundField, ShipmentField } from '../ops';

export const OPS_MESSAGES = {
  /** The order lifecycle's refusal: the order's state does not take the event. */
  eventRefused: (event: string, statusLabel: string) =>
    `An order that is ${statusLabel.toLowerCase()} cannot be ${OPS_EVENT_PAST[event] ?? event}`,
  orderNotPaid: 'This order has no captured payment to refund',
  refundTooLarge: (refundablePaise: Paise) =>
    `A refund can be at most ${formatRupees(paiseToRupees(refundablePaise))}, what was captured less earlier refunds`,
  consultationNotPaid: 'This consultation has no captured payment to refund',
  /** A doctor application another operator (or the script) decided first. */
  applicationDecided: (status: DoctorApplicationStatus) => `This application was already ${status}`,
  /** Said once the operator's decision is made. */
  applicationDecidedNow: ({ status, applicant }: Pick<OpsDoctorApplication, 'status' | 'applicant'>) =>
    status === 'verified' ? `${applicant.name} is now a verified doctor` : `${applicant.name}'s application rejected`,
  decisionFailed: 'Error deciding the application',
  couponExists: (code: string) => `A coupon ${code} exists already`,
  couponKindNeedsValue: 'Changing the kind needs the value in its new terms (a percent, or rupees)',
  couponLimitBelowUses: (used: number) => `usageLimit cannot be below the ${used} uses orders hold now`,
  sellingAboveMrp: (mrpRupees: number) => `The selling price cannot be above the MRP, ${formatRupees(mrpRupees)}`,
  /** Said once an operator's move took the order to this status. */
  movedTo: (status: OrderStatus) => MOVED_TO[status] ?? 'Order updated',
  moveFailed: 'Error updating the order',
  refundFailed: 'Error starting the refund',
  packed: (count: number) => (count === 1 ? '1 order packed' : `${count} orders packed`),
  packRefused: (packed: number, asked: number, reason: string) => `${packed} of ${asked} orders packed. ${reason}`,
  packFailed: 'Error packing the orders',
  fields: {
    carrier: 'Enter the carrier, up to 80 characters',
    trackingNumber: 'Enter the tracking number: letters, digits and hyphens, up to 60',
    amount: 'Enter an amount in rupees, like 150 or 150.50',
    reason: 'Say why, in up to 200 characters',
    stock: 'Enter a whole number of units, 0 or more',
    sellingPrice: 'Enter a price of at least ₹1, not above the MRP',
    costPrice: 'Enter the MRP in rupees, at least ₹1',
    code: 'Enter a code of 3 to 20 letters and digits',
    description: 'Describe the offer, in up to 200 characters',
    value: 'Enter a whole percent from 1 to 100, or rupees for a flat coupon',
    minOrder: 'Enter the minimum order in rupees, 0 for none',
    maxDiscount: 'Enter the most it takes off in rupees, or leave it empty',
    validUntil: 'Enter the last day it is valid',
    usageLimit: 'Enter a whole number of uses, or leave it empty',
    perUserLimit: 'Enter a whole number of uses, or leave it empty',
  } satisfies Record<ShipmentField | RefundField | ItemField | CouponField, string>,
  packingSlipFailed: 'Error downloading the packing slip',
  couponSaved: (code: string) => `Coupon ${code} saved`,
  couponEnded: (code: string) => `Coupon ${code} ended`,
  couponFailed: 'Error saving the coupon',
  rejectReason: 'Say why, in up to 500 characters: the applicant reads it on their profile',
  itemSaved: (name: string) => `${name} saved`,
  itemFailed: 'Error saving the item',
} as const;

const MOVED_TO: Partial<Record<OrderStatus, string>> = {
  packed: 'Order packed',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  refunded: 'Order cancelled; its refund has started',
};

const OPS_EVENT_PAST: Record<string, string> = {
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};
