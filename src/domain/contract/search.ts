import * as v from 'valibot';

export const BlogSearchQuerySchema = v.object({
  query: v.pipe(v.string(), v.trim(), v.maxLength(100, 'query must be at most 100 characters')),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'limit must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(50)), '20'),
});
