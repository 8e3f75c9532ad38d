import * as v from 'valibot';
import { SEARCH_LIMITS } from '../constants';
import { DOCTOR_SEARCH, STORE_SEARCH, acceptsSearchInput } from '../search';
import { TextSchema } from '../validation';
import { ItemCategorySchema, StoreItemSchema } from './catalogue';

const SearchText = v.pipe(
  TextSchema,
  v.trim(),
  v.minLength(1, 'query must not be empty'),
  v.maxLength(100, 'query must be at most 100 characters'),
  v.check(acceptsSearchInput, 'query may contain only letters, digits and spaces'),
);
const Limit = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/, 'limit must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'limit must be at least 1'),
  v.maxValue(50, 'limit must be at most 50'),
);
const PrefixLength = v.pipe(v.string(), v.regex(/^\d$/, 'prefixLength must be 0-9'), v.transform(Number));
const fieldList = (allowed: readonly string[]) =>
  v.pipe(
    v.string(),
    v.transform((text) =>
      text
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean),
    ),
    v.check(
      (fields) => fields.length > 0 && fields.every((field) => allowed.includes(field)),
      `field must be a comma-separated list of ${allowed.join(', ')}`,
    ),
  );

/** GET /search/store (docs/product.md §7). */
export const StoreSearchQuerySchema = v.object({
  query: SearchText,
  field: v.optional(fieldList(STORE_SEARCH.fields), STORE_SEARCH.fields.join(',')),
  type: v.optional(v.literal(STORE_SEARCH.type, `type must be ${STORE_SEARCH.type}`), STORE_SEARCH.type),
  limit: v.optional(Limit, '5'),
  prefixLength: v.optional(PrefixLength, '3'),
});
export type StoreSearchQuery = v.InferOutput<typeof StoreSearchQuerySchema>;

/** GET /search/doctor (docs/product.md §7); only verified doctors ever match. */
export const DoctorSearchQuerySchema = v.object({
  query: SearchText,
  field: v.optional(fieldList(DOCTOR_SEARCH.fields), DOCTOR_SEARCH.fields.join(',')),
  type: v.optional(v.literal(DOCTOR_SEARCH.type, `type must be ${DOCTOR_SEARCH.type}`), DOCTOR_SEARCH.type),
  limit: v.optional(Limit, '3'),
  option: v.optional(v.literal(DOCTOR_SEARCH.option, `option must be ${DOCTOR_SEARCH.option}`), DOCTOR_SEARCH.option),
  prefixLength: v.optional(PrefixLength, String(DOCTOR_SEARCH.prefixLength)),
});
export type DoctorSearchQuery = v.InferOutput<typeof DoctorSearchQuerySchema>;

/** GET /search/concern: the concern pages a query names, by their own words or a symptom's. */
export const ConcernSearchQuerySchema = v.object({
  query: SearchText,
  limit: v.optional(Limit, String(SEARCH_LIMITS.concerns)),
});
export type ConcernSearchQuery = v.InferOutput<typeof ConcernSearchQuerySchema>;

export const BlogSearchQuerySchema = v.object({
  query: v.pipe(TextSchema, v.trim(), v.maxLength(100, 'query must be at most 100 characters')),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit must be a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(50),
    ),
    '20',
  ),
});

/** A store search result: the item, and why it was found when it matched only through a synonym ("Acidity"). */
export const StoreSearchItemSchema = v.object({
  ...StoreItemSchema.entries,
  matchedFor: v.optional(v.string()),
});
export type StoreSearchItem = v.InferOutput<typeof StoreSearchItemSchema>;

/** A concern page suggested for a query, and the symptom it was named through ("Acidity"). */
export const ConcernSuggestionSchema = v.object({
  ...ItemCategorySchema.entries,
  matchedFor: v.optional(v.string()),
});
export type ConcernSuggestion = v.InferOutput<typeof ConcernSuggestionSchema>;
