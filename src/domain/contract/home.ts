import * as v from 'valibot';
import { BrandSchema, ItemCategorySchema, StoreItemSchema } from './catalogue';
import { BlogPostSummarySchema } from './content';
import { DoctorSchema } from './doctors';

export const HomeSchema = v.object({
  featuredItems: v.array(StoreItemSchema),
  concerns: v.array(ItemCategorySchema),
  featuredDoctors: v.array(DoctorSchema),
  latestPosts: v.array(BlogPostSummarySchema),
  brands: v.array(BrandSchema),
});
export type Home = v.InferOutput<typeof HomeSchema>;
