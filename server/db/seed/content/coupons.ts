import type { SeedCoupon } from './types.ts';

// Validity counts from the day the database is seeded, so a seeded site always has live offers
// (and one that has ended) whenever it is first started.
export const coupons: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    description: 'Welcome offer: 10% off your first order of ₹499 or more, up to ₹200.',
    kind: 'percent',
    value: 10,
    minOrder: 499,
    maxDiscount: 200,
    validForDays: 400,
    perUserLimit: 1,
  },
  {
    code: 'AYUR150',
    description: 'Flat ₹150 off on orders of ₹999 or more.',
    kind: 'flat',
    value: 150,
    minOrder: 999,
    maxDiscount: null,
    validForDays: 210,
    perUserLimit: 3,
  },
  {
    code: 'IMMUNITY15',
    description: 'Winter wellness: 15% off on orders of ₹799 or more, up to ₹300.',
    kind: 'percent',
    value: 15,
    minOrder: 799,
    maxDiscount: 300,
    validForDays: 120,
    usageLimit: 500,
  },
  {
    code: 'MONSOON20',
    description: 'Monsoon sale: 20% off on orders of ₹1,199 or more, up to ₹400.',
    kind: 'percent',
    value: 20,
    minOrder: 1199,
    maxDiscount: 400,
    validForDays: -30,
  },
  {
    code: 'FREEDOC',
    description: 'Flat ₹100 off on orders of ₹599 or more.',
    kind: 'flat',
    value: 100,
    minOrder: 599,
    maxDiscount: null,
    validForDays: 150,
  },
  {
    code: 'GHEE5',
    description: 'Extra 5% off on orders of ₹699 or more, up to ₹100.',
    kind: 'percent',
    value: 5,
    minOrder: 699,
    maxDiscount: 100,
    validForDays: 300,
  },
];
