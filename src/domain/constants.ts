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

/** The element that hosts the invisible reCAPTCHA for phone sign-in (docs/product.md §4). */
export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';
