// Store entities as the API speaks them (docs/product.md §3 field names).
import * as v from 'valibot';
import { TextSchema } from '../validation';
import { IsoDateTimeSchema, RupeesSchema, SlugSchema } from './common';

export const BrandSchema = v.object({
  _id: SlugSchema,
  brandName: v.string(),
  photoUrl: v.string(),
  tagline: v.string(),
  color: v.string(),
});
export type Brand = v.InferOutput<typeof BrandSchema>;

export const ITEM_CATEGORY_KINDS = ['category', 'concern'] as const;
export const ItemCategorySchema = v.object({
  _id: SlugSchema,
  name: v.string(),
  description: v.string(),
  kind: v.picklist(ITEM_CATEGORY_KINDS),
  itemCount: v.number(),
});
export type ItemCategory = v.InferOutput<typeof ItemCategorySchema>;

export const StoreItemSchema = v.object({
  _id: SlugSchema,
  name: v.string(),
  photoLinks: v.array(v.string()),
  sellingPrice: RupeesSchema,
  costPrice: RupeesSchema,
  discount: v.number(),
  brandDetails: v.object({ _id: SlugSchema, brandName: v.string() }),
  packSize: v.string(),
  inStock: v.boolean(),
  rating: v.number(),
  reviewCount: v.number(),
});
export type StoreItem = v.InferOutput<typeof StoreItemSchema>;

export const StoreItemDetailSchema = v.object({
  ...StoreItemSchema.entries,
  description: v.string(),
  keyIngredients: v.array(v.string()),
  usage: v.string(),
  form: v.string(),
  stock: v.number(),
  categories: v.array(v.object({ _id: SlugSchema, name: v.string(), kind: v.picklist(ITEM_CATEGORY_KINDS) })),
});
export type StoreItemDetail = v.InferOutput<typeof StoreItemDetailSchema>;

export const REVIEW_TYPES = ['storeItem', 'doctor'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const DEFAULT_REVIEW_TYPE: ReviewType = 'storeItem';

export const ReviewSchema = v.object({
  _id: v.string(),
  rating: v.number(),
  title: v.string(),
  body: v.string(),
  authorName: v.string(),
  createdAt: IsoDateTimeSchema,
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const ITEM_SORTS = ['relevance', 'price-asc', 'price-desc', 'discount', 'rating', 'newest'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

const NameList = v.pipe(
  v.array(v.pipe(TextSchema, v.trim(), v.minLength(1), v.maxLength(120))),
  v.maxLength(50, 'at most 50 entries'),
);

/**
 * The lowest average rating to list, in tenths of a star: ratings are stored as 4-byte floats,
 * which refuse (with a database error) numbers as small as 1e-300.
 */
const MinRatingSchema = v.pipe(
  v.number(),
  v.minValue(0),
  v.maxValue(5),
  v.check((n) => Math.round(n * 10) / 10 === n, 'minRating has at most one decimal'),
);

/** Body of the POST item queries (by brands, by categories, filter). */
export const ItemQueryBodySchema = v.pipe(
  v.object({
    start: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
    brands: v.optional(NameList),
    categories: v.optional(NameList),
    minPrice: v.optional(RupeesSchema),
    maxPrice: v.optional(RupeesSchema),
    minRating: v.optional(MinRatingSchema),
    sort: v.optional(v.picklist(ITEM_SORTS)),
  }),
  v.check(
    (body) => body.minPrice === undefined || body.maxPrice === undefined || body.minPrice <= body.maxPrice,
    'minPrice must not exceed maxPrice',
  ),
);
export type ItemQueryBody = v.InferOutput<typeof ItemQueryBodySchema>;

export const StoreItemPageSchema = v.object({
  items: v.array(StoreItemSchema),
  total: v.number(),
  start: v.number(),
  limit: v.number(),
});
export type StoreItemPage = v.InferOutput<typeof StoreItemPageSchema>;
