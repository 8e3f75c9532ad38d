// The seeded (and synthetic) items as the plain reference search reads them: their words by
// field rank, as migration 0008 stores them (name, key ingredients, concerns/categories/form, brand;
// the name with its form's English word, migration 0017).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../server/db/client';
import { storedWords, type ReferenceDoc } from '../../server/search/reference';

export interface StoreReferenceDoc extends ReferenceDoc {
  name: string;
}

export async function storeReferenceDocs(db: Db): Promise<StoreReferenceDoc[]> {
  const result = await db.execute(sql`
    SELECT i.id, i.name, ojas_search_name(i.name) AS name_words, i.form, b.name AS brand, array_to_string(i.key_ingredients, ' ') AS ingredients,
      coalesce((SELECT string_agg(c.name, ' ') FROM item_category_links l JOIN item_categories c ON c.id = l.category_id
                WHERE l.item_id = i.id), '') AS categories
    FROM items i JOIN brands b ON b.id = i.brand_id`);
  return rowsOf<{
    id: string;
    name: string;
    name_words: string;
    form: string;
    brand: string;
    ingredients: string;
    categories: string;
  }>(result).map((row) => ({
    id: row.id,
    name: row.name,
    fields: [
      storedWords(row.name_words),
      storedWords(row.ingredients),
      storedWords(`${row.categories} ${row.form}`),
      storedWords(row.brand),
    ],
  }));
}
