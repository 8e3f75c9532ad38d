// What the server stores. Money is integer paise; public ids are slugs or opaque text ids.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@domain/account';
import { CONTACT_PREFERENCES, DEFAULT_CONTACT_PREFERENCE } from '@domain/contactPreferences';
import { ORDER_STATUSES } from '@domain/contract/commerce';
import { CONSULTATION_STATUSES } from '@domain/contract/consultations';
import { AUDIT_ACTIONS } from '@domain/contract/ops';
import { OUTBOX_CHANNELS } from '@domain/notifications';
import { REFUND_STATUSES } from '@domain/refund';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text compared byte-wise (code point order), so a prefix is one contiguous index range. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ── users and roles ────────────────────────────────────────────────────────────────────────
export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    photoKey: text('photo_key'),
    /** How they want to hear from us outside the site (messageChannels in src/domain/contactPreferences.ts). */
    contactPreference: text('contact_preference', { enum: CONTACT_PREFERENCES })
      .notNull()
      .default(DEFAULT_CONTACT_PREFERENCE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  /** One account per email address, whatever its case. */
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    uid: text('uid').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.role] })],
);

export const doctorApplications = pgTable(
  'doctor_applications',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why an operator rejected the application. */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('doctor_applications_open_uid')
      .on(t.uid)
      .where(sql`status = 'pending'`),
  ],
);

// ── catalogue ──────────────────────────────────────────────────────────────────────────────
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  tagline: text('tagline').notNull(),
  story: text('story').notNull(),
  color: text('color').notNull(),
  founded: integer('founded').notNull(),
  logoKey: text('logo_key').notNull(),
});

export const itemCategories = pgTable('item_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  kind: text('kind', { enum: ['category', 'concern'] }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    form: text('form').notNull(),
    packSize: text('pack_size').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    sellingPaise: integer('selling_paise').notNull(),
    stock: integer('stock').notNull(),
    /** GST rate in percent (prices include it) and the HSN code the tax invoice prints. */
    gstRate: smallint('gst_rate').notNull().default(12),
    hsn: text('hsn').notNull().default('30049011'),
    description: text('description').notNull(),
    keyIngredients: text('key_ingredients').array().notNull(),
    usage: text('usage').notNull(),
    photoKeys: text('photo_keys').array().notNull(),
    featured: boolean('featured').notNull().default(false),
    ratingAvg: real('rating_avg').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Words of the name (weight A), key ingredients (B), concerns, categories and form (C) and the
     * brand's name (D), and an '@<concern id>' lexeme per concern; kept by triggers (server/search).
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('items_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    /** The search ranking's tie order: shorter names first, then id (byte-wise, the same on every server). */
    index('items_search_order_idx').on(sql`char_length(${t.name})`, sql`${t.id} COLLATE "C"`),
    check(
      'items_prices_valid',
      sql`${t.mrpPaise} > 0 AND ${t.sellingPaise} > 0 AND ${t.sellingPaise} <= ${t.mrpPaise}`,
    ),
    check('items_stock_non_negative', sql`${t.stock} >= 0`),
    check('items_gst_rate', sql`${t.gstRate} IN (5, 12, 18)`),
    index('items_brand_idx').on(t.brandId),
    index('items_selling_idx').on(t.sellingPaise),
    index('items_created_idx').on(t.createdAt),
  ],
);

export const itemCategoryLinks = pgTable(
  'item_category_links',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => itemCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index('item_category_links_category_idx').on(t.categoryId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    referenceType: text('reference_type', { enum: ['storeItem', 'doctor'] }).notNull(),
    referenceId: text('reference_id').notNull(),
    uid: text('uid'),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_reference_idx').on(t.referenceType, t.referenceId, t.createdAt),
  ],
);

// ── carts, wishlists, coupons, orders ─────────────────────────────────────────────────────
export const carts = pgTable('carts', {
  uid: text('uid').primaryKey(),
  couponCode: text('coupon_code').references(() => coupons.code),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    uid: text('uid')
      .notNull()
      .references(() => carts.uid, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.itemId] }), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    uid: text('uid').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.itemId] })],
);

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent for 'percent' coupons, paise for 'flat' ones. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    /** Uses over all shoppers (null: unlimited) and per shopper (null: unlimited). */
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    /** Orders holding a use now; a cancelled or expired order gives its use back. */
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percent_range', sql`${t.kind} <> 'percent' OR ${t.value} <= 100`),
    check(
      'coupons_used_within_limit',
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

/** One row per order that uses a coupon, while that order holds the use. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => coupons.code),
    uid: text('uid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_user_idx').on(t.code, t.uid)],
);

/** Tax invoice numbers: one series, never reused. */
export const invoiceSequence = pgSequence('invoice_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    uid: text('uid').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: ['online', 'cod'] }).notNull(),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    couponCode: text('coupon_code'),
    address: jsonb('address').notNull(),
    /** The gateway's order id (online payment only) and the payment that paid it. */
    gatewayOrderId: text('gateway_order_id').unique(),
    paymentId: text('payment_id').unique(),
    /** The cart this order was placed from, so placing twice for the same cart makes one order. */
    cartFingerprint: text('cart_fingerprint').notNull(),
    /** Until when an unpaid online order keeps its stock. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number').unique(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** The carrier and tracking number an operator gave when shipping. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_uid_idx').on(t.uid, t.createdAt),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status IN ('pending', 'payment_failed')`),
    uniqueIndex('orders_one_pending_per_cart')
      .on(t.uid, t.cartFingerprint)
      .where(sql`status IN ('pending', 'payment_failed')`),
    check('orders_total_non_negative', sql`${t.totalPaise} >= 0`),
    check('orders_discount_within_subtotal', sql`${t.discountPaise} BETWEEN 0 AND ${t.subtotalPaise}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    name: text('name').notNull(),
    packSize: text('pack_size').notNull(),
    photoKey: text('photo_key').notNull(),
    unitPaise: integer('unit_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    gstRate: smallint('gst_rate').notNull(),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.itemId] }),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every status an order reached, with when: the order page's timeline. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who made the change and their note; null when the shopper or the gateway did. */
    actorUid: text('actor_uid'),
    note: text('note'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/** Payments the gateway reported; a payment id pays at most one order, ever. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    orderKind: text('order_kind', { enum: ['store', 'consultation'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The checkout signature when the browser reported the payment; null when a webhook did. */
    signature: text('signature'),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/**
 * Refunds, each carried to the gateway by the refund worker until it finishes: created in the
 * same transaction as the change that causes it, claimed with FOR UPDATE SKIP LOCKED.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    /** What is refunded: a store order or a consultation, by id. */
    subjectKind: text('subject_kind', { enum: ['store', 'consultation'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    gatewayRefundId: text('gateway_refund_id').unique(),
    /** The operator who asked for it; null when the shopper's cancellation or a late payment did. */
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_subject_idx').on(t.subjectKind, t.subjectId),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The last credit note number of each financial year. Taken with an update in the transaction
 * that issues the note, so numbers run without gaps or repeats: a rolled-back issue gives its
 * number back, and a concurrent one waits for the row.
 */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * GST credit notes: each reverses part or all of an order's tax invoice, issued with the refund
 * or the cancellation that causes it. Together they never credit more than the invoice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The refund it accompanies; null for a cash-on-delivery order cancelled or refunded off the gateway. */
    refundId: text('refund_id')
      .unique()
      .references(() => refunds.id),
    amountPaise: integer('amount_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('credit_notes_order_idx').on(t.orderId, t.issuedAt),
    check('credit_notes_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Every operator action, newest last; a trigger refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUid: text('actor_uid').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

// ── the sandbox gateway's own records (PAYMENT_GATEWAY=sandbox) ───────────────────────────
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').notNull(),
  status: text('status', { enum: ['created', 'attempted', 'paid'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => sandboxOrders.id),
  amountPaise: integer('amount_paise').notNull(),
  status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
  /** Paise refunded so far (partial refunds add up to the amount at most). */
  refundedPaise: integer('refunded_paise').notNull().default(0),
  error: jsonb('error'),
  createdAt: createdAt(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id),
  amountPaise: integer('amount_paise').notNull(),
  notes: jsonb('notes').notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox's webhooks, each written in the transaction of the payment or refund it announces
 * and carried to the webhook route by a leased worker on any replica (server/payments/
 * sandboxWebhooks.ts): retried with backoff as Razorpay redelivers, so a replica that dies before
 * delivering loses nothing.
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    /** The event id (`x-razorpay-event-id`): the same on every attempt, so the shop handles it once. */
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    /** The event's JSON exactly as signed and sent. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is next due: its delivery time, then the end of a claim's lease or a retry's backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_webhooks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// ── the SMS sandbox's own records (no MSG91_AUTH_KEY) ──────────────────────────────────────
/**
 * What the SMS sandbox was asked to send: MSG91's Flow API body as MSG91 would receive it, under
 * the request id MSG91 would answer. `reference` is the outbox message's key, so a message sent
 * again after a crash is stored (and shown) once.
 */
export const sandboxSms = pgTable(
  'sandbox_sms',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    request: jsonb('request').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_sms_created_idx').on(t.createdAt)],
);

/** Webhook deliveries already handled, by Razorpay's event id: a replay changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});

// ── doctors and consultations ─────────────────────────────────────────────────────────────
export const doctors = pgTable(
  'doctors',
  {
    id: text('id').primaryKey(),
    uid: text('uid').unique(),
    firstName: text('first_name').notNull(),
    secondName: text('second_name').notNull(),
    gender: text('gender').notNull(),
    qualifications: text('qualifications').notNull(),
    specialization: text('specialization').array().notNull(),
    languages: text('languages').array().notNull(),
    experienceYears: integer('experience_years').notNull(),
    appointmentPaise: integer('appointment_paise').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    bio: text('bio').notNull(),
    status: text('status', { enum: ['verified', 'pending', 'rejected'] })
      .notNull()
      .default('pending'),
    slotMinutes: integer('slot_minutes').notNull(),
    /** Minutes kept free between two consultations. */
    bufferMinutes: integer('buffer_minutes').notNull().default(10),
    modes: text('modes')
      .array()
      .notNull()
      .default(sql`'{video,audio}'::text[]`),
    /** Where in-clinic consultations happen; null when the doctor sees patients online only. */
    clinicAddress: text('clinic_address'),
    /** The state medical council registration number. */
    registrationNumber: text('registration_number').notNull().default(''),
    photoKey: text('photo_key').notNull(),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    /**
     * Words of first name (A), second name (B), languages (C), specializations (D), and an
     * '@<specialization slug>' lexeme per specialization; kept by a trigger.
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('doctors_search_idx').using('gin', t.searchVector),
    index('doctors_status_idx').on(t.status),
    check('doctors_price_positive', sql`${t.appointmentPaise} > 0`),
  ],
);

export const doctorAvailability = pgTable(
  'doctor_availability',
  {
    id: serial('id').primaryKey(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    check('availability_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'availability_window',
      sql`${t.startMinute} >= 0 AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440`,
    ),
    index('availability_doctor_idx').on(t.doctorId),
  ],
);

/** A day whose hours replace the weekly ones: no windows is a day of leave. */
export const doctorDateOverrides = pgTable(
  'doctor_date_overrides',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** [{ startMinute, endMinute }] in India time. */
    windows: jsonb('windows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.date] })],
);

/**
 * Consultations. Two active consultations of one doctor can never overlap: an exclusion
 * constraint over the time range (btree_gist) in migration 0004 holds that for every writer.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: text('id').primaryKey(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    uid: text('uid').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: ['video', 'audio', 'clinic'] }).notNull(),
    status: text('status', { enum: CONSULTATION_STATUSES }).notNull().default('pending'),
    pricePaise: integer('price_paise').notNull(),
    concern: text('concern').notNull().default(''),
    /** Until when an unpaid booking holds its slot. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    gatewayOrderId: text('gateway_order_id').unique(),
    paymentId: text('payment_id').unique(),
    /** The unguessable part of the meeting link. */
    meetingRoom: text('meeting_room').notNull().unique(),
    notes: text('notes'),
    recommendedItemIds: text('recommended_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    refundPaise: integer('refund_paise'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consultations_uid_idx').on(t.uid, t.startsAt),
    index('consultations_doctor_idx').on(t.doctorId, t.startsAt),
    check('consultations_time_order', sql`${t.startsAt} < ${t.endsAt}`),
    check('consultations_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

// ── search (server/search) ────────────────────────────────────────────────────────────────
/** What is searched: items and doctors by the typo-tolerant search, blog posts' words for their search's spelling (server/search). */
export const SEARCH_SCOPES = ['item', 'doctor', 'blog'] as const;

/** Distinct words of the searchable vectors per scope, with how many rows hold each; kept by triggers. */
export const searchDictionary = pgTable(
  'search_dictionary',
  {
    scope: text('scope', { enum: SEARCH_SCOPES }).notNull(),
    word: textC('word').notNull(),
    docs: integer('docs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.word] })],
);

/** Rows with a search vector per scope; kept by the same triggers. */
export const searchScopes = pgTable('search_scopes', {
  scope: text('scope', { enum: SEARCH_SCOPES }).primaryKey(),
  docs: integer('docs').notNull(),
});

/**
 * Each word of each item's search vector, with the item's rank key (name length, id): the store
 * search reads a word's items in rank order from this key, without visiting the items
 * (server/search/engine.ts). Kept by triggers on items (migration 0010).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    word: textC('word').notNull(),
    nameLength: integer('name_length').notNull(),
    itemId: textC('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.nameLength, t.itemId] })],
);

/**
 * What shoppers type for what the shop stores (server/search/synonyms.ts): a phrase (lowercase
 * words, one space apart) and the stored words or '@' lexemes it also means. Seeded from the
 * reviewed list in the repo; the operator may edit it.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    scope: text('scope', { enum: SEARCH_SCOPES }).notNull(),
    phrase: textC('phrase').notNull(),
    /** How a result found through it is explained: "for Acidity". Empty: not explained. */
    label: text('label').notNull(),
    means: text('means').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.phrase] })],
);

// ── content ────────────────────────────────────────────────────────────────────────────────
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    authorDoctorId: text('author_doctor_id')
      .notNull()
      .references(() => doctors.id),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    tags: text('tags').array().notNull(),
    coverKey: text('cover_key').notNull(),
    // English stems (so 'sleeping' finds 'sleep') and plain words (so prefixes like 'abhy' find 'abhyanga').
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`
    setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('simple', coalesce(excerpt, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(body, '')), 'C') || setweight(to_tsvector('simple', coalesce(body, '')), 'C')`),
  },
  (t) => [
    index('blog_posts_search_idx').using('gin', t.searchVector),
    index('blog_posts_published_idx').on(t.publishedAt),
  ],
);

export const policies = pgTable('policies', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: date('updated_at', { mode: 'string' }).notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ── images and uploads ─────────────────────────────────────────────────────────────────────
/** Source images behind the static host. A key is never reused, so served copies are immutable. */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The uploader; null for the seeded catalogue's images. */
    uid: text('uid'),
    createdAt: createdAt(),
  },
  (t) => [index('media_uid_idx').on(t.uid, t.createdAt)],
);

export const uploadTickets = pgTable(
  'upload_tickets',
  {
    token: text('token').primaryKey(),
    uid: text('uid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    mediaKey: text('media_key'),
  },
  (t) => [index('upload_tickets_uid_idx').on(t.uid, t.expiresAt)],
);

// ── shared rate limits ─────────────────────────────────────────────────────────────────────
/** Requests counted per route and caller in the current window, seen by every replica (server/db/rateLimitStore). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);

// ── periodic sweeps ────────────────────────────────────────────────────────────────────────
/** When each periodic sweep is next due: the replica that moves `dueAt` on runs it (server/services/sweeps). */
export const sweepTurns = pgTable('sweep_turns', {
  name: text('name').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
});

// ── notifications (server/services/notifications) ────────────────────────────────────────
/** What happens to an outbox message: waiting (or being sent), sent, refused for good, or no longer wanted. */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;

/**
 * The outbox: one row per message, written in the transaction of the change that causes it. The
 * id is the message's idempotency key (a second write of the same message changes nothing, and
 * an email's Message-ID is made from it); the delivery worker claims due rows like the refund
 * worker does and marks each sent, failed or skipped.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    /** Which message (NOTIFICATION_KINDS in src/domain/notifications.ts). */
    kind: text('kind').notNull(),
    /** `app`: the recipient's notification centre, where "sent" means shown. */
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** Whom it is for, and the address it goes to (an email address or a mobile number, taken when it was written; an `app` message's is the uid). */
    recipientUid: text('recipient_uid').notNull(),
    address: text('address').notNull(),
    /** The consultation or order it is about. */
    subjectId: text('subject_id').notNull(),
    /** What the message needs beyond its subject's current row (the invitation's sequence, the reminder's start). */
    data: jsonb('data').notNull().default({}),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    /** When it is next due: its send time, then the end of a claim's lease or a retry's backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What it said (its subject), set when it was sent: the notification centre lists it. */
    title: text('title'),
    /** When the recipient marked it read in the notification centre. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_inbox_idx')
      .on(t.recipientUid, t.sentAt)
      .where(sql`${t.channel} = 'app' AND ${t.status} = 'sent'`),
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notifications_subject_idx').on(t.subjectId),
  ],
);
