// The operator's desk (/ops): who may open it, the order queue's tabs, and how the ship and refund
// forms are judged (the contract's own rules, worded for the person typing) before anything is
// sent. What the desk and the server say to the operator is messages/ops.ts.
import * as v from 'valibot';
import { hasRole, type Permission } from './account';
import { ORDER_STATUSES, type OrderStatus } from './contract/commerce';
import {
  OpsCouponCreateBodySchema,
  OpsItemUpdateBodySchema,
  OpsOrderTransitionBodySchema,
  OpsRefundBodySchema,
  OpsRejectBodySchema,
  type OpsCoupon,
  type OpsCouponCreateBody,
} from './contract/ops';
import { OPS_MESSAGES } from './messages/ops';
import type { Paise } from './money';
import { ROUTES } from './routes';
import { indiaDateOf } from './slots';

/** The desk is for users whose roles (from the server, never the display name) include operator. */
export function hasOperatorRole(permission: Permission | undefined): boolean {
  return hasRole(permission, 'operator');
}

/**
 * The queue's tabs, in the order the work flows: placed and waiting for payment, confirmed and to
 * be packed, packed and to be shipped, on its way. `undefined` is every order.
 */
export const OPS_QUEUE_TABS: readonly { status: OrderStatus | undefined; label: string }[] = [
  { status: 'pending', label: 'New' },
  { status: 'created', label: 'To pack' },
  { status: 'packed', label: 'To ship' },
  { status: 'shipped', label: 'Shipped' },
  { status: undefined, label: 'All' },
];

/** The tab the queue opens on: the orders waiting to be packed. */
export const OPS_QUEUE_FIRST_TAB: OrderStatus = 'created';

/** What the queue shows: one status (undefined: every order), a search, from which order on. */
export interface OpsQueueFilter {
  status: OrderStatus | undefined;
  q: string;
  start: number;
}

const ALL_STATUSES = 'all';
const MAX_QUERY_LENGTH = 80;

/** The queue's filter kept in the URL's query (?status=&q=&start=); anything unreadable is left out. */
export function opsQueueFilterOf(search: string): OpsQueueFilter {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const start = Number(params.get('start') ?? 0);
  return {
    status:
      status === ALL_STATUSES ? undefined : (ORDER_STATUSES.find((known) => known === status) ?? OPS_QUEUE_FIRST_TAB),
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    start: Number.isSafeInteger(start) && start > 0 ? start : 0,
  };
}

/** The queue's link for a filter (the inverse of opsQueueFilterOf). */
export function opsQueueHref(filter: OpsQueueFilter): string {
  const params = new URLSearchParams();
  if (filter.status !== OPS_QUEUE_FIRST_TAB) params.set('status', filter.status ?? ALL_STATUSES);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.start > 0) params.set('start', String(filter.start));
  const query = params.toString();
  return query ? `${ROUTES.ops.href}?${query}` : ROUTES.ops.href;
}

/** How the desk names an order: its invoice number once it has one, else its id. */
export function orderNumber(order: { _id: string; invoiceNumber: string | null }): string {
  return order.invoiceNumber ?? order._id;
}

/** What the stock list shows: a search by name, only the items low on stock or all, from which item on. */
export interface OpsStockFilter {
  q: string;
  lowStock: boolean;
  start: number;
}

/** What the day's consultations show: an India day, from which consultation on. */
export interface OpsConsultationsFilter {
  date: string;
  start: number;
}

/** How many orders the queue shows at once. */
export const OPS_QUEUE_PAGE_SIZE = 20;

/** At most this many orders are packed in one bulk "pack". */
export const MAX_BULK_PACK = OPS_QUEUE_PAGE_SIZE;

export interface ShipmentDraft {
  carrier: string;
  trackingNumber: string;
}
export type ShipmentField = keyof ShipmentDraft;

export interface RefundDraft {
  /** Rupees as typed ("150" or "150.50"). */
  amount: string;
  reason: string;
}
export type RefundField = keyof RefundDraft;

/** The ship request, or the fields to correct (each with what to type). */
export function shipmentRequest(
  draft: ShipmentDraft,
):
  | { ok: true; body: v.InferOutput<typeof OpsOrderTransitionBodySchema> }
  | { ok: false; errors: Partial<Record<ShipmentField, string>> } {
  const parsed = v.safeParse(OpsOrderTransitionBodySchema, { event: 'ship', ...draft });
  if (parsed.success) return { ok: true, body: parsed.output };
  return { ok: false, errors: fieldErrors<ShipmentField>(parsed.issues, ['carrier', 'trackingNumber']) };
}

const RUPEES_TYPED = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE_UNITS = /^\d{1,9}$/;

/** The refund request in paise, or the fields to correct; never more than `refundablePaise`. */
export function refundRequest(
  draft: RefundDraft,
  refundablePaise: Paise,
):
  | { ok: true; body: v.InferOutput<typeof OpsRefundBodySchema> }
  | { ok: false; errors: Partial<Record<RefundField, string>> } {
  const typed = draft.amount.trim();
  // Whole paise from the typed digits, without floating-point rounding.
  const [rupees = '', paise = ''] = typed.split('.');
  const amountPaise = RUPEES_TYPED.test(typed) ? Number(rupees) * 100 + Number(paise.padEnd(2, '0')) : Number.NaN;
  const parsed = v.safeParse(OpsRefundBodySchema, { amountPaise, reason: draft.reason });
  const errors = parsed.success ? {} : fieldErrors<RefundField>(parsed.issues, ['amountPaise', 'reason']);
  if (parsed.success && parsed.output.amountPaise > refundablePaise)
    return { ok: false, errors: { amount: OPS_MESSAGES.refundTooLarge(refundablePaise) } };
  return parsed.success ? { ok: true, body: parsed.output } : { ok: false, errors };
}

/** One field an audit entry changed, its values before and after as text ('' when absent). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const auditValue = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields whose values differ between an audit entry's before and after, in the order they first appear. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: auditValue(before?.[field]), after: auditValue(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}

/** A coupon's terms as typed on the desk: rupees, a percent, an India date, '' for no limit. */
export interface CouponDraft {
  code: string;
  description: string;
  kind: OpsCoupon['kind'];
  value: string;
  minOrder: string;
  maxDiscount: string;
  /** YYYY-MM-DD: valid to the end of that day in India. */
  validUntil: string;
  usageLimit: string;
  perUserLimit: string;
  active: boolean;
}
export type CouponField = Exclude<keyof CouponDraft, 'kind' | 'active'>;

/** The draft of a new coupon: 10 % off, valid for a month from `today` (an India date). */
export function newCouponDraft(today: string): CouponDraft {
  const month = new Date(`${today}T00:00:00Z`);
  month.setUTCMonth(month.getUTCMonth() + 1);
  return {
    code: '',
    description: '',
    kind: 'percent',
    value: '10',
    minOrder: '0',
    maxDiscount: '',
    validUntil: month.toISOString().slice(0, 10),
    usageLimit: '',
    perUserLimit: '1',
    active: true,
  };
}

/** A stored coupon's terms in the form, to change them. */
export function couponDraftOf(coupon: OpsCoupon): CouponDraft {
  const typed = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: coupon._id,
    description: coupon.description,
    kind: coupon.kind,
    value: String(coupon.value),
    minOrder: String(coupon.minOrder),
    maxDiscount: typed(coupon.maxDiscount),
    validUntil: indiaDateOf(coupon.validUntil),
    usageLimit: typed(coupon.usageLimit),
    perUserLimit: typed(coupon.perUserLimit),
    active: coupon.active,
  };
}

const DAY_TYPED = /^\d{4}-\d{2}-\d{2}$/;

/** The coupon the draft describes, by the contract's own rules, or the fields to correct. */
export function couponRequest(
  draft: CouponDraft,
): { ok: true; body: OpsCouponCreateBody } | { ok: false; errors: Partial<Record<CouponField, string>> } {
  const number = (typed: string, pattern: RegExp) => (pattern.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);
  const optional = (typed: string, pattern: RegExp) => (typed.trim() === '' ? null : number(typed, pattern));
  const parsed = v.safeParse(OpsCouponCreateBodySchema, {
    _id: draft.code,
    description: draft.description,
    kind: draft.kind,
    value: number(draft.value, RUPEES_TYPED),
    minOrder: number(draft.minOrder, RUPEES_TYPED),
    maxDiscount: optional(draft.maxDiscount, RUPEES_TYPED),
    // The end of the India day: 23:59:59 at +05:30.
    validUntil: DAY_TYPED.test(draft.validUntil) ? new Date(`${draft.validUntil}T23:59:59+05:30`).toISOString() : '',
    active: draft.active,
    usageLimit: optional(draft.usageLimit, WHOLE_UNITS),
    perUserLimit: optional(draft.perUserLimit, WHOLE_UNITS),
  });
  if (parsed.success) return { ok: true, body: parsed.output };
  const errors = fieldErrors<CouponField>(parsed.issues, [
    '_id',
    'description',
    'value',
    'minOrder',
    'maxDiscount',
    'validUntil',
    'usageLimit',
    'perUserLimit',
  ]);
  // The schema's one check across fields (a percent within 100) names no field: it is the value's.
  return { ok: false, errors: Object.keys(errors).length > 0 ? errors : { value: OPS_MESSAGES.fields.value } };
}

/** What an operator decides of a pending doctor application. */
export type ApplicationDecision = { kind: 'verify' } | { kind: 'reject'; reason: string };

/** A rejection's reason as typed, or what to type: the contract's own rule. */
export function rejectionRequest(reason: string): { ok: true; reason: string } | { ok: false; error: string } {
  const parsed = v.safeParse(OpsRejectBodySchema, { reason });
  return parsed.success ? { ok: true, reason: parsed.output.reason } : { ok: false, error: OPS_MESSAGES.rejectReason };
}

/** An item's stock and prices as typed on the desk. */
export interface ItemDraft {
  stock: string;
  /** Rupees. */
  sellingPrice: string;
  /** The MRP, rupees. */
  costPrice: string;
}
export type ItemField = keyof ItemDraft;

/** The item's new stock and prices, or the fields to correct; the selling price never above the MRP. */
export function itemUpdateRequest(
  draft: ItemDraft,
):
  | { ok: true; body: v.InferOutput<typeof OpsItemUpdateBodySchema> }
  | { ok: false; errors: Partial<Record<ItemField, string>> } {
  const number = (typed: string, pattern: RegExp) => (pattern.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);
  const parsed = v.safeParse(OpsItemUpdateBodySchema, {
    stock: number(draft.stock, WHOLE_UNITS),
    sellingPrice: number(draft.sellingPrice, RUPEES_TYPED),
    costPrice: number(draft.costPrice, RUPEES_TYPED),
  });
  if (parsed.success) return { ok: true, body: parsed.output };
  const errors = fieldErrors<ItemField>(parsed.issues, ['stock', 'sellingPrice', 'costPrice']);
  // The schema's one check across fields (selling price above the MRP) names no field: it is the price's.
  return {
    ok: false,
    errors: Object.keys(errors).length > 0 ? errors : { sellingPrice: OPS_MESSAGES.fields.sellingPrice },
  };
}

/** Each refused field of the contract's schema, under the form's name for it, with the form's words. */
function fieldErrors<F extends keyof typeof OPS_MESSAGES.fields>(
  issues: readonly v.BaseIssue<unknown>[],
  keys: readonly string[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || !keys.includes(key)) continue;
    const field = (key === 'amountPaise' ? 'amount' : key === '_id' ? 'code' : key) as F;
    errors[field] = OPS_MESSAGES.fields[field];
  }
  return errors;
}
