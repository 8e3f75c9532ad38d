// The public pages a search engine should know, read with small queries (ids, names and update
// times only). A sitemap holds at most 50,000 URLs: a larger catalogue is split into parts of
// products, listed by a sitemap index.
import { asc, count, eq } from 'drizzle-orm';
import { categoryHref, POLICY_PAGES, ROUTES } from '@domain/routes';
import type { Db } from '../db/client';
import { blogPosts, brands, doctors, itemCategories, items, policies } from '../db/schema';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Path and query, from the route table. */
  path: string;
  /** W3C date or date-time of the last change, when the data keeps one. */
  lastmod?: string;
}

/** The pages without a parameter that anyone may read. */
const FIXED_PAGES = [
  ROUTES.home.href,
  ROUTES.store.href,
  ROUTES.storeCategory.href,
  ROUTES.storeConcern.href,
  ROUTES.doctors.href,
  ROUTES.blogs.href,
  ROUTES.contact.href,
];

const isoDateTime = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** Every public page but the products: fixed pages, policies, brands, categories, concerns, doctors, posts. */
export async function contentEntries(db: Db): Promise<SitemapEntry[]> {
  const [policyRows, brandRows, categoryRows, doctorRows, postRows] = await Promise.all([
    db.select({ id: policies.id, updatedAt: policies.updatedAt }).from(policies),
    db.select({ name: brands.name }).from(brands).orderBy(asc(brands.name)),
    db
      .select({ _id: itemCategories.id, kind: itemCategories.kind })
      .from(itemCategories)
      .orderBy(asc(itemCategories.kind), asc(itemCategories.sort), asc(itemCategories.id)),
    db.select({ id: doctors.id }).from(doctors).where(eq(doctors.status, 'verified')).orderBy(asc(doctors.id)),
    db.select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt }).from(blogPosts).orderBy(asc(blogPosts.id)),
  ]);
  const policyUpdates = new Map(policyRows.map((row) => [row.id, row.updatedAt]));
  return [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...POLICY_PAGES.map(({ slug, href }) => {
      const updated = policyUpdates.get(slug);
      return updated ? { path: href, lastmod: updated } : { path: href };
    }),
    ...brandRows.map((row) => ({ path: ROUTES.storeBrand.href(row.name) })),
    ...categoryRows.map((row) => ({ path: categoryHref(row) })),
    ...doctorRows.map((row) => ({ path: ROUTES.doctor.href(row.id) })),
    ...postRows.map((row) => ({ path: ROUTES.blogPost.href(row.id), lastmod: row.publishedAt })),
  ];
}

export async function countItems(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items);
  return row?.n ?? 0;
}

/** One part of the products (1-based), by id, with when each last changed. */
export async function itemEntries(db: Db, part: number, perPart: number = SITEMAP_MAX_URLS): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: items.id, updatedAt: items.updatedAt })
    .from(items)
    .orderBy(asc(items.id))
    .limit(perPart)
    .offset((part - 1) * perPart);
  return rows.map((row) => ({ path: ROUTES.storeItem.href(row.id), lastmod: isoDateTime(row.updatedAt) }));
}
