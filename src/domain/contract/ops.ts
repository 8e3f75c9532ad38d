// The API contract of the operator's desk (/ops): the order queue and its actions, refunds,
// stock and prices, coupons, doctor applications, the day's consultations with their refunds, and
// the audit log.
// Refund amounts are paise (as the gateway counts them); prices and totals are rupees.
import * as v from 'valibot';
import { PAYMENT_METHODS } from '../cart';
import { COUPON_CODE_PATTERN, COUPON_KINDS, type CouponKind } from '../coupon';
import { TextSchema } from '../validation';
import { CouponCodeSchema, ORDER_STATUSES, OrderRefundSchema, OrderSchema, type OrderStatus } from './commerce';
import {
  CalendarDaySchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  MAX_RUPEES,
  RupeesSchema,
  SlugSchema,
  UidSchema,
} from './common';
import { CONSULTATION_STATUSES, ConsultationIdSchema, ConsultationModeSchema } from './consultations';
import { pageFields, pageQuery } from './paging';

const text = (name: string, max: number) =>
  v.pipe(
    TextSchema,
    v.trim(),
    v.minLength(1, `${name} must not be blank`),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  );
const optionalText = (name: string, max: number) => v.optional(text(name, max));

const Paise = (name: string) =>
  v.pipe(
    v.number(),
    v.integer(`${name} must be whole paise`),
    v.minValue(1, `${name} must be at least 1 paisa`),
    v.maxValue(MAX_RUPEES * 100, `${name} must be at most ${MAX_RUPEES * 100} paise`),
  );

// ── who is acting ──────────────────────────────────────────────────────────────────────────
export const ActorSchema = v.object({ uid: UidSchema, name: v.nullable(v.string()) });

// ── refunds ────────────────────────────────────────────────────────────────────────────────
export const RefundSchema = v.object({
  ...OrderRefundSchema.entries,
  reason: v.string(),
  /** Gateway calls tried so far; the worker retries a pending refund with backoff. */
  attempts: v.number(),
  /** The gateway's refund id once it answered. */
  gatewayRefundId: v.nullable(v.string()),
});
export type Refund = v.InferOutput<typeof RefundSchema>;

export const OpsRefundBodySchema = v.object({
  amountPaise: Paise('amountPaise'),
  reason: text('reason', 200),
});
export type OpsRefundBody = v.InferOutput<typeof OpsRefundBodySchema>;

// ── orders ─────────────────────────────────────────────────────────────────────────────────
/** The lifecycle events an operator sends; the others belong to the gateway and the shopper. */
export const OPS_ORDER_EVENTS = ['pack', 'ship', 'deliver', 'cancel'] as const;
export type OpsOrderEvent = (typeof OPS_ORDER_EVENTS)[number];

export const OpsOrderIdParamsSchema = v.object({
  _id: v.pipe(v.string(), v.regex(/^[a-f0-9]{24}$/, '_id must be an order id')),
});

export const OpsOrderListQuerySchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`)),
    /** Matches the order number (its id, or a prefix of it), the invoice number, the phone or the name. */
    q: optionalText('q', 80),
    /** India dates, inclusive. */
    from: v.optional(CalendarDaySchema),
    to: v.optional(CalendarDaySchema),
    ...pageQuery,
  }),
  v.check((query) => !query.from || !query.to || query.from <= query.to, 'from must not be after to'),
);
export type OpsOrderListQuery = v.InferOutput<typeof OpsOrderListQuerySchema>;

export const CustomerSchema = v.object({ uid: UidSchema, name: v.string(), phone: v.string() });

export const OpsOrderSummarySchema = v.object({
  _id: v.string(),
  status: v.picklist(ORDER_STATUSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  customer: CustomerSchema,
  itemCount: v.number(),
  total: RupeesSchema,
  invoiceNumber: v.nullable(v.string()),
  createdAt: IsoDateTimeSchema,
});
export type OpsOrderSummary = v.InferOutput<typeof OpsOrderSummarySchema>;

/** Orders per status over the whole shop (the queue's tabs), whatever the other filters. */
export const OrderStatusCountsSchema = v.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, v.number()])) as Record<
    OrderStatus,
    v.NumberSchema<undefined>
  >,
);
export type OrderStatusCounts = v.InferOutput<typeof OrderStatusCountsSchema>;

export const OpsOrderPageSchema = v.object({
  items: v.array(OpsOrderSummarySchema),
  ...pageFields,
  counts: OrderStatusCountsSchema,
});
export type OpsOrderPage = v.InferOutput<typeof OpsOrderPageSchema>;

export const OpsPaymentSchema = v.object({
  _id: v.string(),
  status: v.picklist(['captured', 'failed', 'refunded']),
  amountPaise: v.number(),
  gateway: v.string(),
  createdAt: IsoDateTimeSchema,
});
export type OpsPayment = v.InferOutput<typeof OpsPaymentSchema>;

/** An order as the desk sees it: the shopper's view plus the customer, payment, refunds and who moved it. */
export const OpsOrderSchema = v.object({
  ...OrderSchema.entries,
  customer: CustomerSchema,
  payment: v.nullable(OpsPaymentSchema),
  /** Paise captured and not refunded or being refunded: the most a new refund may be. */
  refundablePaise: v.number(),
  /** The events the order's state takes now (from the lifecycle machine). */
  events: v.array(v.picklist(OPS_ORDER_EVENTS)),
  /** Every status change, oldest first, with the operator and note when an operator made it. */
  log: v.array(
    v.object({
      status: v.picklist(ORDER_STATUSES),
      at: IsoDateTimeSchema,
      actor: v.nullable(ActorSchema),
      note: v.nullable(v.string()),
    }),
  ),
});
export type OpsOrder = v.InferOutput<typeof OpsOrderSchema>;

const noteField = { note: optionalText('note', 500) };
export const OpsOrderTransitionBodySchema = v.variant(
  'event',
  [
    v.object({ event: v.literal('pack'), ...noteField }),
    v.object({
      event: v.literal('ship'),
      carrier: text('carrier', 80),
      trackingNumber: v.pipe(
        text('trackingNumber', 60),
        v.check((value) => /^[A-Za-z0-9-]+$/.test(value), 'trackingNumber must be letters, digits and hyphens'),
      ),
      ...noteField,
    }),
    v.object({ event: v.literal('deliver'), ...noteField }),
    v.object({ event: v.literal('cancel'), ...noteField }),
  ],
  `event must be one of ${OPS_ORDER_EVENTS.join(', ')}`,
);
export type OpsOrderTransitionBody = v.InferOutput<typeof OpsOrderTransitionBodySchema>;

// ── items: stock and prices ────────────────────────────────────────────────────────────────
export const OpsItemListQuerySchema = v.object({
  q: optionalText('q', 80),
  /** Only items at or below the low-stock level (LOW_STOCK_LEVEL). */
  lowStock: v.optional(v.picklist(['true', 'false'], 'lowStock must be true or false')),
  ...pageQuery,
});
export type OpsItemListQuery = v.InferOutput<typeof OpsItemListQuerySchema>;

export const OpsItemSchema = v.object({
  _id: SlugSchema,
  name: v.string(),
  brandName: v.string(),
  packSize: v.string(),
  stock: v.number(),
  sellingPrice: RupeesSchema,
  /** The MRP; the selling price never exceeds it. */
  costPrice: RupeesSchema,
  lowStock: v.boolean(),
  updatedAt: IsoDateTimeSchema,
});
export type OpsItem = v.InferOutput<typeof OpsItemSchema>;

export const OpsItemPageSchema = v.object({ items: v.array(OpsItemSchema), ...pageFields });
export type OpsItemPage = v.InferOutput<typeof OpsItemPageSchema>;

export const OpsItemIdParamsSchema = v.object({ _id: SlugSchema });

export const OpsItemUpdateBodySchema = v.pipe(
  v.object({
    stock: v.optional(
      v.pipe(
        v.number(),
        v.integer('stock must be a whole number'),
        v.minValue(0, 'stock must not be negative'),
        v.maxValue(1_000_000, 'stock must be at most 1000000'),
      ),
    ),
    sellingPrice: v.optional(v.pipe(RupeesSchema, v.minValue(1, 'sellingPrice must be at least 1'))),
    costPrice: v.optional(v.pipe(RupeesSchema, v.minValue(1, 'costPrice must be at least 1'))),
  }),
  v.check(
    (body) => body.stock !== undefined || body.sellingPrice !== undefined || body.costPrice !== undefined,
    'name at least one of stock, sellingPrice, costPrice',
  ),
  v.check(
    (body) => body.sellingPrice === undefined || body.costPrice === undefined || body.sellingPrice <= body.costPrice,
    'sellingPrice must not exceed costPrice (the MRP)',
  ),
);
export type OpsItemUpdateBody = v.InferOutput<typeof OpsItemUpdateBodySchema>;

// ── coupons ────────────────────────────────────────────────────────────────────────────────
export const OpsCouponSchema = v.object({
  _id: v.pipe(v.string(), v.regex(COUPON_CODE_PATTERN)),
  description: v.string(),
  kind: v.picklist(COUPON_KINDS),
  /** Percent, or rupees for flat coupons. */
  value: v.number(),
  minOrder: RupeesSchema,
  maxDiscount: v.nullable(RupeesSchema),
  validUntil: IsoDateTimeSchema,
  active: v.boolean(),
  usageLimit: v.nullable(v.number()),
  perUserLimit: v.nullable(v.number()),
  usedCount: v.number(),
});
export type OpsCoupon = v.InferOutput<typeof OpsCouponSchema>;

const limitField = (name: string) =>
  v.nullable(
    v.pipe(
      v.number(),
      v.integer(`${name} must be a whole number`),
      v.minValue(1, `${name} must be at least 1`),
      v.maxValue(1_000_000, `${name} must be at most 1000000`),
    ),
  );
const couponTerms = {
  description: text('description', 200),
  kind: v.picklist(COUPON_KINDS, 'kind must be percent or flat'),
  /** Percent (1…100), or rupees for flat coupons. */
  value: v.pipe(RupeesSchema, v.minValue(1, 'value must be at least 1')),
  minOrder: RupeesSchema,
  maxDiscount: v.nullable(v.pipe(RupeesSchema, v.minValue(1, 'maxDiscount must be at least 1'))),
  validUntil: IsoDateTimeSchema,
  active: v.boolean(),
  usageLimit: limitField('usageLimit'),
  perUserLimit: limitField('perUserLimit'),
};
export const PERCENT_RULE = 'a percent coupon takes a whole percent from 1 to 100';
const percentWithin100 = (body: { kind?: CouponKind; value?: number }) =>
  body.kind !== 'percent' || body.value === undefined || (Number.isInteger(body.value) && body.value <= 100);

export const OpsCouponCreateBodySchema = v.pipe(
  v.object({ _id: CouponCodeSchema, ...couponTerms }),
  v.check((body) => percentWithin100(body), PERCENT_RULE),
);
export type OpsCouponCreateBody = v.InferOutput<typeof OpsCouponCreateBodySchema>;

/** Changing a coupon names only what changes; ending one sets `active: false`. */
export const OpsCouponUpdateBodySchema = v.pipe(
  v.partial(v.object(couponTerms)),
  v.check((body) => Object.keys(body).length > 0, 'name at least one field to change'),
  // A change of value alone is judged against the stored kind by the server.
  v.check((body) => percentWithin100(body), PERCENT_RULE),
);
export type OpsCouponUpdateBody = v.InferOutput<typeof OpsCouponUpdateBodySchema>;

export const OpsCouponIdParamsSchema = v.object({ _id: CouponCodeSchema });

/** Every coupon, active or ended, by code. */
export const OpsCouponListSchema = v.array(OpsCouponSchema);

// ── doctor applications ────────────────────────────────────────────────────────────────────
export const DOCTOR_APPLICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DoctorApplicationStatus = (typeof DOCTOR_APPLICATION_STATUSES)[number];

export const OpsDoctorApplicationQuerySchema = v.object({
  status: v.optional(v.picklist(DOCTOR_APPLICATION_STATUSES, 'status must be pending, verified or rejected')),
  ...pageQuery,
});

export const OpsDoctorApplicationSchema = v.object({
  _id: v.string(),
  status: v.picklist(DOCTOR_APPLICATION_STATUSES),
  applicant: v.object({ uid: UidSchema, name: v.string(), phone: v.string(), email: v.string() }),
  reason: v.nullable(v.string()),
  createdAt: IsoDateTimeSchema,
  decidedAt: v.nullable(IsoDateTimeSchema),
});
export type OpsDoctorApplication = v.InferOutput<typeof OpsDoctorApplicationSchema>;

export const OpsDoctorApplicationPageSchema = v.object({ items: v.array(OpsDoctorApplicationSchema), ...pageFields });
export type OpsDoctorApplicationPage = v.InferOutput<typeof OpsDoctorApplicationPageSchema>;

export const OpsDoctorApplicationIdParamsSchema = v.object({
  _id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, '_id must be an application id')),
});
export const OpsRejectBodySchema = v.object({ reason: text('reason', 500) });

// ── the day's consultations ────────────────────────────────────────────────────────────────
export const OpsConsultationQuerySchema = v.object({
  /** The India day; today's when left out. */
  date: v.optional(CalendarDaySchema),
  ...pageQuery,
});
export type OpsConsultationQuery = v.InferOutput<typeof OpsConsultationQuerySchema>;

export const OpsConsultationIdParamsSchema = v.object({ _id: ConsultationIdSchema });

/** A consultation as the desk sees it: who with whom, when, how, and its payment and refunds. */
export const OpsConsultationSchema = v.object({
  _id: v.string(),
  doctor: v.object({ _id: SlugSchema, name: v.string() }),
  patient: CustomerSchema,
  startsAt: v.string(),
  endsAt: v.string(),
  mode: ConsultationModeSchema,
  status: v.picklist(CONSULTATION_STATUSES),
  /** Rupees. */
  fee: RupeesSchema,
  payment: v.nullable(OpsPaymentSchema),
  refunds: v.array(RefundSchema),
  /** Paise captured and not refunded or being refunded: the most a new refund may be. */
  refundablePaise: v.number(),
});
export type OpsConsultation = v.InferOutput<typeof OpsConsultationSchema>;

export const OpsConsultationPageSchema = v.object({
  /** The India day listed. */
  date: IsoDateSchema,
  items: v.array(OpsConsultationSchema),
  ...pageFields,
});
export type OpsConsultationPage = v.InferOutput<typeof OpsConsultationPageSchema>;

// ── the audit log ──────────────────────────────────────────────────────────────────────────
export const AUDIT_ACTIONS = [
  'order.transition',
  'order.refund',
  'item.update',
  'coupon.create',
  'coupon.update',
  'doctorApplication.verify',
  'doctorApplication.reject',
  'consultation.refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const JsonObjectSchema = v.nullable(v.record(v.string(), v.unknown()));

export const AuditEntrySchema = v.object({
  _id: v.string(),
  actor: ActorSchema,
  action: v.picklist(AUDIT_ACTIONS),
  /** What was acted on: an order, consultation, item, coupon or doctor application, by id. */
  target: v.object({
    kind: v.picklist(['order', 'consultation', 'item', 'coupon', 'doctorApplication']),
    _id: v.string(),
  }),
  /** The values before and after the action (null when the thing did not exist before). */
  before: JsonObjectSchema,
  after: JsonObjectSchema,
  at: IsoDateTimeSchema,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const OpsAuditQuerySchema = v.object({ ...pageQuery });
export const AuditPageSchema = v.object({ items: v.array(AuditEntrySchema), ...pageFields });
export type AuditPage = v.InferOutput<typeof AuditPageSchema>;
