// Blog posts, policy pages and the home page's aggregate.
import { desc, eq } from 'drizzle-orm';
import { readingMinutes, type BlogPost, type BlogPostSummary, type Policy } from '@domain/contract/content';
import type { Home } from '@domain/contract/home';
import type { Db } from '../db/client';
import type { RowOf } from '../db/rowOf';
import { blogPosts, doctors, policies } from '../db/schema';
import type { PublicCache } from '../http/publicCache';
import { blogMatch } from '../search/blog';
import { keptItemCategories, listBrands, listItems } from './catalogue';
import { listFeaturedDoctors } from './doctors';
import { markdownToHtml } from './markdown';

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverKey: blogPosts.coverKey,
  publishedAt: blogPosts.publishedAt,
  tags: blogPosts.tags,
  body: blogPosts.body,
  authorId: doctors.id,
  authorFirst: doctors.firstName,
  authorSecond: doctors.secondName,
};
type SummaryRow = RowOf<typeof summaryColumns>;

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    _id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverKey,
    author: { _id: row.authorId, name: `Dr. ${row.authorFirst} ${row.authorSecond}` },
    publishedAt: row.publishedAt,
    tags: row.tags,
    readingMinutes: readingMinutes(row.body),
  };
}

function selectPosts(db: Db) {
  return db.select(summaryColumns).from(blogPosts).innerJoin(doctors, eq(blogPosts.authorDoctorId, doctors.id));
}

export async function listPosts(db: Db, limit: number): Promise<BlogPostSummary[]> {
  const rows = await selectPosts(db).orderBy(desc(blogPosts.publishedAt), blogPosts.id).limit(limit);
  return rows.map(toSummary);
}

export async function getPost(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await selectPosts(db).where(eq(blogPosts.id, slug));
  return row ? { ...toSummary(row), body: row.body, html: markdownToHtml(row.body) } : undefined;
}

/** Search of the blog index ('blogs'): typo-tolerant, by the shop's words too (server/search/blog.ts), best first. */
export async function searchPosts(
  db: Db,
  cache: Pick<PublicCache, 'remember'>,
  query: string,
  limit: number,
): Promise<BlogPostSummary[]> {
  const match = await blogMatch(db, cache, query);
  if (!match) return listPosts(db, limit);
  const rows = await selectPosts(db)
    .where(match.where)
    .orderBy(...match.order, desc(blogPosts.publishedAt), blogPosts.id)
    .limit(limit);
  return rows.map(toSummary);
}

export async function getPolicy(db: Db, slug: string): Promise<Policy | undefined> {
  const [row] = await db.select().from(policies).where(eq(policies.id, slug));
  return row
    ? { _id: row.id, title: row.title, updatedAt: row.updatedAt, body: row.body, html: markdownToHtml(row.body) }
    : undefined;
}

export const HOME_SIZES = { featuredItems: 8, featuredDoctors: 4, latestPosts: 3 } as const;

/** The home page's aggregate; its concerns are the kept category list `/store/itemcategory` answers. */
export async function getHome(db: Db, cache: Pick<PublicCache, 'remember'>): Promise<Home> {
  const [featured, categories, featuredDoctors, latestPosts, brands] = await Promise.all([
    listItems(db, { featuredOnly: true }, 0, HOME_SIZES.featuredItems),
    keptItemCategories(db, cache),
    listFeaturedDoctors(db, HOME_SIZES.featuredDoctors),
    listPosts(db, HOME_SIZES.latestPosts),
    listBrands(db),
  ]);
  return {
    featuredItems: featured.items,
    concerns: categories.filter((c) => c.kind === 'concern'),
    featuredDoctors,
    latestPosts,
    brands,
  };
}
