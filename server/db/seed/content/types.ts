// Shapes of the hand-written seed content. Prices are whole rupees here; the seed converts
// them to integer paise. Slugs are lowercase-kebab and unique within their list.

import type { PackagingForm } from '../art';

export interface SeedBrand {
  slug: string;
  name: string;
  tagline: string;
  /** Brand colour as #rrggbb, used for generated product and logo images. */
  color: string;
  founded: number;
  story: string;
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
}

export interface SeedConcern {
  slug: string;
  name: string;
  description: string;
}

/** How a product is packed, as its generated artwork draws it. */
export type ProductForm = PackagingForm;

export interface SeedProduct {
  slug: string;
  name: string;
  brand: string; // SeedBrand.slug
  categories: string[]; // SeedCategory.slug, at least one
  concerns: string[]; // SeedConcern.slug, at least one
  form: ProductForm;
  packSize: string; // e.g. '60 tablets', '200 ml', '100 g'
  mrp: number; // rupees, MRP
  sellingPrice: number; // rupees, <= mrp
  stock: number; // units; 0 = out of stock
  description: string; // 2-4 sentences
  keyIngredients: string[]; // e.g. 'Ashwagandha root extract (Withania somnifera) 300 mg'
  usage: string; // dosage / how to use, 1-3 sentences
  featured?: boolean;
}

export interface SeedReviewText {
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
}

export interface SeedWeeklySlot {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  start: string; // 'HH:MM' 24h, IST
  end: string;
}

export interface SeedDoctor {
  slug: string;
  firstName: string;
  secondName: string;
  gender: 'female' | 'male';
  qualifications: string; // e.g. 'BAMS, MD (Kayachikitsa)'
  specialization: string[];
  languages: string[];
  experienceYears: number;
  appointmentPrice: number; // rupees
  city: string;
  state: string; // Indian state
  bio: string; // 3-5 sentences
  status: 'verified' | 'pending' | 'rejected';
  slotMinutes: 15 | 20 | 30;
  /** Minutes kept free between two consultations. */
  bufferMinutes: number;
  modes: ('video' | 'audio' | 'clinic')[];
  /** Where in-clinic consultations happen; null for a doctor who sees patients online only. */
  clinicAddress: string | null;
  /** The state medical council registration number. */
  registrationNumber: string;
  availability: SeedWeeklySlot[];
  featured?: boolean;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string; // one or two sentences
  author: string; // a SeedDoctor.slug
  publishedAt: string; // ISO date, 2026
  tags: string[];
  /** Markdown, at least 400 words: headings (##), lists, paragraphs. No raw HTML. */
  body: string;
}

export interface SeedCoupon {
  code: string; // uppercase, e.g. 'WELCOME10'
  description: string;
  kind: 'percent' | 'flat';
  value: number; // percent, or rupees for flat
  minOrder: number; // rupees
  maxDiscount: number | null; // rupees cap for percent coupons
  validForDays: number; // valid until the end of this India day after seeding; negative: has ended
  usageLimit?: number; // uses over all shoppers; unlimited when absent
  perUserLimit?: number; // uses per shopper; unlimited when absent
}

export interface SeedPolicy {
  slug: 'terms' | 'privacy' | 'refund' | 'shipping';
  title: string;
  updatedAt: string; // ISO date
  /** Markdown, no raw HTML. */
  body: string;
}
