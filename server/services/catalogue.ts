// Catalogue reads: item lists with filters and sorting, item details, brands, categories, reviews.
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { ITEM_CATEGORY_KINDS } from '@domain/contract/catalogue';
import type {
  Brand,
  ItemCategory,
  ItemQueryBody,
  ItemSort,
  Review,
  ReviewType,
  StoreItemDetail,
  StoreItemPage,
} from '@domain/contract/catalogue';
import { rupeesToPaise } from '@domain/money';
import type { Db } from '../db/client';
import { readPage } from '../db/page';
import { itemColumns, toStoreItem } from '../db/publicRows';
import { brands, itemCategories, itemCategoryLinks, items, reviews } from '../db/schema';
import type { PublicCache } from '../http/publicCache';

const discountExpr = sql`(${items.mrpPaise} - ${items.sellingPaise})::float / ${items.mrpPaise}`;

const ORDER: Record<ItemSort, SQL[]> = {
  relevance: [desc(items.featured), desc(sql`${items.ratingAvg} * ln(${items.reviewCount} + 1)`), asc(items.id)],
  'price-asc': [asc(items.sellingPaise), asc(items.id)],
  'price-desc': [desc(items.sellingPaise), asc(items.id)],
  discount: [desc(discountExpr), asc(items.id)],
  rating: [desc(items.ratingAvg), desc(items.reviewCount), asc(items.id)],
  newest: [desc(items.createdAt), asc(items.id)],
};

export interface ItemFilter extends Omit<ItemQueryBody, 'start' | 'limit'> {
  featuredOnly?: boolean;
}

function whereOf(filter: ItemFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.brands?.length) {
    conditions.push(
      inArray(
        sql`lower(${brands.name})`,
        filter.brands.map((name) => name.toLowerCase()),
      ),
    );
  }
  if (filter.categories?.length) {
    // Any of the chosen categories, and any of the chosen concerns: a kind nobody chose does not narrow.
    for (const kind of ITEM_CATEGORY_KINDS) {
      const chosenOfKind = sql`(select ${itemCategories.id} from ${itemCategories} where ${itemCategories.kind} = ${kind} and ${inArray(itemCategories.id, filter.categories)})`;
      conditions.push(
        or(
          sql`not exists ${chosenOfKind}`,
          inArray(
            items.id,
            sql`(select ${itemCategoryLinks.itemId} from ${itemCategoryLinks} where ${itemCategoryLinks.categoryId} in ${chosenOfKind})`,
          ),
        )!,
      );
    }
  }
  if (filter.minPrice !== undefined) conditions.push(gte(items.sellingPaise, rupeesToPaise(filter.minPrice)));
  if (filter.maxPrice !== undefined) conditions.push(lte(items.sellingPaise, rupeesToPaise(filter.maxPrice)));
  if (filter.minRating !== undefined) conditions.push(gte(items.ratingAvg, filter.minRating));
  if (filter.featuredOnly) conditions.push(eq(items.featured, true));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listItems(db: Db, filter: ItemFilter, start: number, limit: number): Promise<StoreItemPage> {
  return readPage(
    db,
    db
      .select(itemColumns)
      .from(items)
      .innerJoin(brands, eq(items.brandId, brands.id))
      .where(whereOf(filter))
      .$dynamic(),
    ORDER[filter.sort ?? 'relevance'],
    { start, limit },
    (rows) => rows.map(toStoreItem),
  );
}

export async function getItem(db: Db, id: string): Promise<StoreItemDetail | undefined> {
  const [row] = await db
    .select({
      ...itemColumns,
      description: items.description,
      keyIngredients: items.keyIngredients,
      usage: items.usage,
      form: items.form,
    })
    .from(items)
    .innerJoin(brands, eq(items.brandId, brands.id))
    .where(eq(items.id, id));
  if (!row) return undefined;
  const links = await db
    .select({ _id: itemCategories.id, name: itemCategories.name, kind: itemCategories.kind })
    .from(itemCategoryLinks)
    .innerJoin(itemCategories, eq(itemCategoryLinks.categoryId, itemCategories.id))
    .where(eq(itemCategoryLinks.itemId, id))
    .orderBy(itemCategories.kind, itemCategories.sort);
  return {
    ...toStoreItem(row),
    description: row.description,
    keyIngredients: row.keyIngredients,
    usage: row.usage,
    form: row.form,
    stock: row.stock,
    categories: links,
  };
}

export async function listBrands(db: Db): Promise<Brand[]> {
  const rows = await db.select().from(brands).orderBy(brands.name);
  return rows.map((b) => ({ _id: b.id, brandName: b.name, photoUrl: b.logoKey, tagline: b.tagline, color: b.color }));
}

/**
 * The categories with their product counts as the public reply cache keeps them: read once per
 * change of public data (a product or category change empties it, on every replica), for
 * `/store/itemcategory` and the concern suggestions of every search alike.
 */
export function keptItemCategories(db: Db, cache: Pick<PublicCache, 'remember'>): Promise<ItemCategory[]> {
  return cache.remember('item-categories', () => listItemCategories(db));
}

async function listItemCategories(db: Db): Promise<ItemCategory[]> {
  const rows = await db
    .select({
      _id: itemCategories.id,
      name: itemCategories.name,
      description: itemCategories.description,
      kind: itemCategories.kind,
      itemCount: sql<number>`(select count(*)::int from ${itemCategoryLinks} where ${itemCategoryLinks.categoryId} = ${itemCategories.id})`,
    })
    .from(itemCategories)
    .orderBy(itemCategories.kind, itemCategories.sort);
  return rows;
}

export async function listReviews(db: Db, type: ReviewType, referenceId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.referenceType, type), eq(reviews.referenceId, referenceId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(100);
  return rows.map((r) => ({
    _id: String(r.id),
    rating: r.rating,
    title: r.title,
    body: r.body,
    authorName: r.authorName,
    createdAt: r.createdAt.toISOString(),
  }));
}
