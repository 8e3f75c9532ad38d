// The signed-in shopper's wishlist: items they keep for later, newest first.
import { and, desc, eq } from 'drizzle-orm';
import type { Wishlist } from '@domain/contract/commerce';
import { paiseToRupees } from '@domain/money';
import type { Db } from '../db/client';
import { brands, items, wishlistEntries } from '../db/schema';

export async function getWishlist(db: Db, uid: string): Promise<Wishlist> {
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      photoKeys: items.photoKeys,
      sellingPaise: items.sellingPaise,
      mrpPaise: items.mrpPaise,
      packSize: items.packSize,
      brandName: brands.name,
      stock: items.stock,
    })
    .from(wishlistEntries)
    .innerJoin(items, eq(wishlistEntries.itemId, items.id))
    .innerJoin(brands, eq(items.brandId, brands.id))
    .where(eq(wishlistEntries.uid, uid))
    .orderBy(desc(wishlistEntries.createdAt), items.id);
  return {
    userId: uid,
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      photoLink: row.photoKeys[0] ?? '',
      sellingPrice: paiseToRupees(row.sellingPaise),
      mrp: paiseToRupees(row.mrpPaise),
      packSize: row.packSize,
      brandName: row.brandName,
      inStock: row.stock > 0,
    })),
  };
}

/** Adds the item to the wishlist, or takes it out when it is there; undefined for an unknown item. */
export async function toggleWishlist(
  db: Db,
  uid: string,
  itemId: string,
): Promise<{ itemId: string; inWishlist: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(wishlistEntries)
      .where(and(eq(wishlistEntries.uid, uid), eq(wishlistEntries.itemId, itemId)))
      .returning({ itemId: wishlistEntries.itemId });
    if (removed.length) return { itemId, inWishlist: false };
    const [item] = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId));
    if (!item) return undefined;
    await tx.insert(wishlistEntries).values({ uid, itemId }).onConflictDoNothing();
    return { itemId, inWishlist: true };
  });
}
