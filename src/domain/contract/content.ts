// Blog posts and policy pages.
import * as v from 'valibot';
import { IsoDateSchema, SlugSchema } from './common';

export const BlogPostSummarySchema = v.object({
  _id: SlugSchema,
  title: v.string(),
  excerpt: v.string(),
  coverImage: v.string(),
  author: v.object({ _id: SlugSchema, name: v.string() }),
  publishedAt: IsoDateSchema,
  tags: v.array(v.string()),
  readingMinutes: v.number(),
});
export type BlogPostSummary = v.InferOutput<typeof BlogPostSummarySchema>;

/** A post's or policy's text rendered as HTML by the server (raw HTML in the Markdown shows as text). */
const RenderedBodySchema = v.pipe(v.string(), v.description('The Markdown body rendered as HTML (CommonMark)'));

export const BlogPostSchema = v.object({
  ...BlogPostSummarySchema.entries,
  body: v.string(),
  html: RenderedBodySchema,
});
export type BlogPost = v.InferOutput<typeof BlogPostSchema>;

export const PolicySchema = v.object({
  _id: SlugSchema,
  title: v.string(),
  updatedAt: IsoDateSchema,
  body: v.string(),
  html: RenderedBodySchema,
});
export type Policy = v.InferOutput<typeof PolicySchema>;

/** Words a reader gets through in a minute, for the "n min read" label. */
export const READING_WORDS_PER_MINUTE = 200;

export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}
