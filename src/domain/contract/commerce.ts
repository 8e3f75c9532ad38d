// The cart, wishlist, coupon, PIN code and order calls. Money in replies is rupees (two decimals
// at most), except the gateway's `amount`, which is paise as Razorpay expects it.
import * as v from 'valibot';
import { AddressSchema, INDIAN_STATES, PIN_CODE_PATTERN } from '../address';
import { PAYMENT_METHODS } from '../cart';
import { MAX_UNITS_PER_LINE } from '../constants';
import { COUPON_CODE_PATTERN, COUPON_KINDS, normalizeCouponCode } from '../coupon';
import { GST_RATES } from '../gst';
import { ADDRESS_MESSAGES } from '../messages/address';
import { REFUND_STATUSES } from '../refund';
import { TextSchema } from '../validation';
import { IsoDateTimeSchema, RupeesSchema, SlugSchema, UidSchema } from './common';

export const CouponCodeSchema = v.pipe(
  TextSchema,
  v.transform(normalizeCouponCode),
  v.regex(COUPON_CODE_PATTERN, 'must be a coupon code of 3 to 20 letters and digits'),
);

const QuantitySchema = v.pipe(
  v.number(),
  v.integer('quantity must be a whole number'),
  v.minValue(1, 'quantity must be at least 1'),
  v.maxValue(MAX_UNITS_PER_LINE, `quantity must be at most ${MAX_UNITS_PER_LINE}`),
);

// ── cart ───────────────────────────────────────────────────────────────────────────────────
export const CART_UPDATE_TYPES = ['addItem', 'removeItem', 'modifyItem', 'applyCoupon', 'removeCoupon'] as const;
export type CartUpdateType = (typeof CART_UPDATE_TYPES)[number];

export const CartUpdateBodySchema = v.variant('type', [
  v.object({
    userId: UidSchema,
    type: v.literal('addItem'),
    item: v.object({ _id: SlugSchema, quantity: QuantitySchema }),
  }),
  v.object({
    userId: UidSchema,
    type: v.literal('removeItem'),
    item: v.object({ _id: SlugSchema, quantity: v.literal(1) }),
  }),
  v.object({
    userId: UidSchema,
    type: v.literal('modifyItem'),
    // The client's price is accepted for compatibility and ignored: the server prices every line.
    item: v.object({ _id: SlugSchema, sellingPrice: v.optional(RupeesSchema), quantity: QuantitySchema }),
  }),
  v.object({ userId: UidSchema, type: v.literal('applyCoupon'), couponId: CouponCodeSchema }),
  v.object({ userId: UidSchema, type: v.literal('removeCoupon'), couponId: CouponCodeSchema }),
]);
export type CartUpdateBody = v.InferOutput<typeof CartUpdateBodySchema>;

export const CartLineSchema = v.object({
  _id: SlugSchema,
  quantity: v.number(),
  sellingPrice: RupeesSchema,
  mrp: RupeesSchema,
  name: v.string(),
  packSize: v.string(),
  photoLink: v.string(),
  brandName: v.string(),
  gstRate: v.picklist(GST_RATES),
  hsn: v.string(),
  /** How many units this line may hold now (live stock, capped per line); 0 when out of stock. */
  maxQuantity: v.number(),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

export const CartTotalsSchema = v.object({
  itemCount: v.number(),
  mrpTotal: RupeesSchema,
  subtotal: RupeesSchema,
  mrpSavings: RupeesSchema,
  couponDiscount: RupeesSchema,
  shipping: RupeesSchema,
  freeShippingShortfall: RupeesSchema,
  codAvailable: v.boolean(),
  codFee: RupeesSchema,
  taxIncluded: RupeesSchema,
  total: RupeesSchema,
});
export type CartTotalsReply = v.InferOutput<typeof CartTotalsSchema>;

export const AppliedCouponSchema = v.object({
  couponId: v.string(),
  description: v.string(),
  /** Why the coupon does not apply to the cart as it is now (it stays, and applies again when it can). */
  refusal: v.nullable(v.string()),
});

export const CartSchema = v.object({
  userId: UidSchema,
  orderItems: v.array(CartLineSchema),
  coupon: v.nullable(AppliedCouponSchema),
  totals: CartTotalsSchema,
});
export type Cart = v.InferOutput<typeof CartSchema>;

/** At most this many lines in a local cart sent to be merged or priced. */
export const MAX_LOCAL_CART_LINES = 50;

const LocalCartItemsSchema = v.pipe(
  v.array(v.object({ _id: SlugSchema, quantity: QuantitySchema })),
  v.maxLength(MAX_LOCAL_CART_LINES, `items must hold at most ${MAX_LOCAL_CART_LINES} lines`),
  v.check((lines) => new Set(lines.map((line) => line._id)).size === lines.length, 'items must name each item once'),
);

/** The anonymous visitor's local cart, merged into the server cart at sign-in. */
export const CartMergeBodySchema = v.object({ userId: UidSchema, items: LocalCartItemsSchema });
export type CartMergeBody = v.InferOutput<typeof CartMergeBodySchema>;

/** One line of a local cart as the browser sends it to be priced or merged. */
export interface CartItemRef {
  _id: string;
  quantity: number;
}

/** The anonymous visitor's local cart, to be priced by the server. */
export const CartQuoteBodySchema = v.object({ items: LocalCartItemsSchema });
export type CartQuoteBody = v.InferOutput<typeof CartQuoteBodySchema>;

/** A local cart priced by the server: the cart without an owner and without a coupon. */
export const CartQuoteSchema = v.object({ orderItems: v.array(CartLineSchema), totals: CartTotalsSchema });
export type CartQuote = v.InferOutput<typeof CartQuoteSchema>;

// ── wishlist ───────────────────────────────────────────────────────────────────────────────
export const WishlistToggleBodySchema = v.object({ userId: UidSchema, itemId: SlugSchema });

export const WishlistSchema = v.object({
  userId: UidSchema,
  /** Newest first, with the fields a product card shows. */
  items: v.array(
    v.object({
      _id: SlugSchema,
      name: v.string(),
      photoLink: v.string(),
      sellingPrice: RupeesSchema,
      mrp: RupeesSchema,
      packSize: v.string(),
      brandName: v.string(),
      inStock: v.boolean(),
    }),
  ),
});
export type Wishlist = v.InferOutput<typeof WishlistSchema>;

export const WishlistToggleReplySchema = v.object({ itemId: SlugSchema, inWishlist: v.boolean() });

// ── coupons ────────────────────────────────────────────────────────────────────────────────
export const PublicCouponSchema = v.object({
  couponId: v.string(),
  description: v.string(),
  kind: v.picklist(COUPON_KINDS),
  /** Percent, or rupees for flat coupons. */
  value: v.number(),
  minOrder: RupeesSchema,
  maxDiscount: v.nullable(RupeesSchema),
  validUntil: IsoDateTimeSchema,
  perUserLimit: v.nullable(v.number()),
  /** The conditions in plain words, one per line. */
  conditions: v.array(v.string()),
});
export type PublicCoupon = v.InferOutput<typeof PublicCouponSchema>;

// ── addresses ──────────────────────────────────────────────────────────────────────────────
export const PinCodeParamsSchema = v.object({
  pincode: v.pipe(v.string(), v.regex(PIN_CODE_PATTERN, ADDRESS_MESSAGES.pinCode)),
});

/** GET /places/pincode/{pincode}: the town (the district India Post files it under) and state. */
export const PinPlaceSchema = v.object({
  pincode: v.string(),
  city: v.string(),
  state: v.picklist(INDIAN_STATES),
});
export type PinPlace = v.InferOutput<typeof PinPlaceSchema>;

// ── orders ─────────────────────────────────────────────────────────────────────────────────
export const ORDER_STATUSES = [
  'pending',
  'created',
  'packed',
  'shipped',
  'delivered',
  'payment_failed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PlaceOrderBodySchema = v.object({
  userId: UidSchema,
  address: AddressSchema,
  paymentMethod: v.picklist(PAYMENT_METHODS, 'paymentMethod must be online or cod'),
  couponId: v.optional(CouponCodeSchema),
});
export type PlaceOrderBody = v.InferOutput<typeof PlaceOrderBodySchema>;

/** What placing an order returns: enough for the browser to open the gateway (Razorpay's order shape). */
export const PlacedOrderSchema = v.object({
  _id: v.string(),
  /** The gateway's order id; null for cash on delivery. */
  order_id: v.nullable(v.string()),
  /** Paise. */
  amount: v.number(),
  currency: v.literal('INR'),
  /** The gateway's public key id. */
  key: v.string(),
  status: v.picklist(ORDER_STATUSES),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

export const OrderConfirmBodySchema = v.object({
  status: v.literal('created'),
  razorpay_order_id: v.pipe(v.string(), v.regex(/^order_[A-Za-z0-9]{1,40}$/, 'must be a gateway order id')),
  razorpay_payment_id: v.pipe(v.string(), v.regex(/^pay_[A-Za-z0-9]{1,40}$/, 'must be a gateway payment id')),
  razorpay_signature: v.pipe(v.string(), v.regex(/^[a-f0-9]{64}$/, 'must be a hex HMAC-SHA256 signature')),
});
export type OrderConfirmBody = v.InferOutput<typeof OrderConfirmBodySchema>;

export const OrderCancelBodySchema = v.object({ userId: UidSchema });
/** Paying again on the same gateway order after a failed attempt. */
export const OrderRetryBodySchema = OrderCancelBodySchema;

const ShortTextSchema = v.pipe(TextSchema, v.maxLength(500));
/** Razorpay's error object, as Checkout hands it to the page. */
export const PaymentFailureSchema = v.object({
  code: ShortTextSchema,
  description: ShortTextSchema,
  source: v.optional(ShortTextSchema),
  step: v.optional(ShortTextSchema),
  reason: v.optional(ShortTextSchema),
  metadata: v.optional(v.object({ order_id: v.optional(ShortTextSchema), payment_id: v.optional(ShortTextSchema) })),
});

export const OrderPaymentFailedBodySchema = v.object({ userId: UidSchema, error: v.optional(PaymentFailureSchema) });
export type OrderPaymentFailedBody = v.InferOutput<typeof OrderPaymentFailedBodySchema>;

export const OrderLineSchema = v.object({
  _id: SlugSchema,
  name: v.string(),
  packSize: v.string(),
  photoLink: v.string(),
  quantity: v.number(),
  sellingPrice: RupeesSchema,
  mrp: RupeesSchema,
  gstRate: v.picklist(GST_RATES),
  hsn: v.string(),
});

export const OrderTaxRowSchema = v.object({
  hsn: v.string(),
  rate: v.number(),
  taxable: RupeesSchema,
  cgst: RupeesSchema,
  sgst: RupeesSchema,
  igst: RupeesSchema,
});

/** A refund as the shopper sees it; `refundNotice` words it. */
export const OrderRefundSchema = v.object({
  _id: v.string(),
  status: v.picklist(REFUND_STATUSES),
  amountPaise: v.number(),
  createdAt: IsoDateTimeSchema,
  processedAt: v.nullable(IsoDateTimeSchema),
});
export type OrderRefund = v.InferOutput<typeof OrderRefundSchema>;

/** A GST credit note against the order's tax invoice, issued with a refund or the cancellation. */
export const OrderCreditNoteSchema = v.object({
  _id: v.number(),
  number: v.string(),
  amountPaise: v.number(),
  issuedAt: IsoDateTimeSchema,
});
export type OrderCreditNote = v.InferOutput<typeof OrderCreditNoteSchema>;

/** The carrier and tracking number an operator gave when shipping. */
export const ShipmentSchema = v.object({ carrier: v.string(), trackingNumber: v.string() });
export type Shipment = v.InferOutput<typeof ShipmentSchema>;

export const OrderSchema = v.object({
  _id: v.string(),
  userId: UidSchema,
  status: v.picklist(ORDER_STATUSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  order_id: v.nullable(v.string()),
  payment_id: v.nullable(v.string()),
  orderItems: v.array(OrderLineSchema),
  address: AddressSchema,
  couponId: v.nullable(v.string()),
  totals: CartTotalsSchema,
  tax: v.object({ kind: v.picklist(['intra', 'inter']), rows: v.array(OrderTaxRowSchema), total: RupeesSchema }),
  invoiceNumber: v.nullable(v.string()),
  /** When each status was reached, oldest first. */
  history: v.array(v.object({ status: v.picklist(ORDER_STATUSES), at: IsoDateTimeSchema })),
  /** Until when an unpaid online order keeps its stock. */
  expiresAt: v.nullable(IsoDateTimeSchema),
  /** Null until the order ships. */
  shipment: v.nullable(ShipmentSchema),
  /** Refunds of this order, oldest first. */
  refunds: v.array(OrderRefundSchema),
  /** Credit notes against its invoice, oldest first; the invoice stays as it was issued. */
  creditNotes: v.array(OrderCreditNoteSchema),
  createdAt: IsoDateTimeSchema,
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const OrderSummarySchema = v.object({
  _id: v.string(),
  status: v.picklist(ORDER_STATUSES),
  itemCount: v.number(),
  total: RupeesSchema,
  firstItemName: v.string(),
  photoLink: v.string(),
  createdAt: IsoDateTimeSchema,
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;
