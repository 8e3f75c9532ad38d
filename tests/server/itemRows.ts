// An item written straight to the database, behind the server's back (as psql or another replica
// would write it), under a brand of the seeded catalogue.
import type { Db } from '../../server/db/client';
import { brands, items } from '../../server/db/schema';

export async function insertItemRow(db: Db, id: string, name: string): Promise<void> {
  const [brand] = await db.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(1);
  await db.insert(items).values({
    id,
    name,
    brandId: brand!.id,
    form: 'syrup',
    packSize: '200 ml',
    mrpPaise: 30000,
    sellingPaise: 25000,
    stock: 5,
    description: 'Test item.',
    keyIngredients: ['Test'],
    usage: 'Test.',
    photoKeys: [],
  });
}
