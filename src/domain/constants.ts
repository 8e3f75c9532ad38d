// Business constants and limits of docs/product.md §9, in one place.

export const REGISTRATION_CHECK = {
  attempts: 5,
  retryAfterNon200Ms: 1500,
  retryAfterFailureMs: 1000,
} as const;

export const STORE_PAGE_SIZE = 21;

export const SEARCH_LIMITS = {
  dropdownItems: 5,
  dropdownDoctors: 3,
  /** Concern pages suggested beside the products, in the panel and on /search. */
  concerns: 2,
  resultsItems: 50,
  doctorsPage: 50,
} as const;

export const SEARCH_TIMING = {
  debounceMs: 500,
  disabledAboveWidthPx: 1024,
  stalledMs: 200,
} as const;

export const BRAND_FUZZY_THRESHOLD = 0.2;

/** The site-wide blog search index (docs/product.md §2). */
export const BLOG_SEARCH_INDEX = 'blogs';

/** Client cache lifetimes (docs/product.md §4). */
export const CACHE_TTL_MS = {
  page: 5 * 60_000,
  lists: 10 * 60_000,
} as const;

export const CURRENCY_SYMBOL = '₹';

/** Orders at or above this (after discounts) ship free; the shipping policy says the same. */
export const FREE_SHIPPING_MIN_RUPEES = 499;
/** Shipping below the free-shipping threshold. */
export const SHIPPING_FEE_RUPEES = 49;

/** Cash on delivery is offered for orders up to this total (before the COD fee), with this fee. */
export const COD_MAX_ORDER_RUPEES = 5000;
export const COD_FEE_RUPEES = 40;

/** The most units of one product in one order: a household's supply, not a reseller's. */
export const MAX_UNITS_PER_LINE = 10;

/** An unpaid online order keeps its stock this long, then the reservation is released. */
export const PAYMENT_WINDOW_MINUTES = 15;

/** The element that hosts the invisible reCAPTCHA for phone sign-in (docs/product.md §4). */
export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

/** The desk lists an item as low on stock at or below this many units. */
export const LOW_STOCK_LEVEL = 5;

export const SLOT_RULES = {
  /** The slot length when a doctor has not set one. */
  defaultSlotMinutes: 30,
  /** Nobody can book a consultation that starts sooner than this. */
  minNoticeMinutes: 120,
  /** How many days ahead (today included) the picker offers. */
  horizonDays: 14,
  /** How long an unpaid booking holds its slot. */
  holdMinutes: 10,
} as const;

export const CONSULTATION_RULES = {
  /** Cancelling at least this long before the start refunds the whole fee; later, nothing. */
  fullRefundHours: 4,
  /** Rescheduling is free until this long before the start. */
  rescheduleCutoffHours: 4,
  /** The meeting link shows from this long before the start. */
  meetingOpensMinutes: 10,
} as const;

/** A gateway's normal refund (Razorpay's) reaches the shopper's bank within these working days of
 *  being processed. */
export const REFUND_BANK_WORKING_DAYS = { fewest: 5, most: 7 } as const;
