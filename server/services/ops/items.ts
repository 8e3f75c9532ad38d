// Stock and prices on the operator's desk: items by name (or only those low on stock), and one
// item's new stock, selling price or MRP, judged against what the row holds under its lock and
// written to the audit log in the same transaction.
import { and, asc, eq, ilike, lte, or, type SQL } from 'drizzle-orm';
import { LOW_STOCK_LEVEL } from '@domain/constants';
import { FAILURE_CODES } from '@domain/contract/envelope';
import type { OpsItem, OpsItemListQuery, OpsItemPage, OpsItemUpdateBody } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { paiseToRupees, rupeesToPaise } from '@domain/money';
import type { Db } from '../../db/client';
import { containing, startingWith } from '../../db/like';
import { readPage } from '../../db/page';
import type { RowOf } from '../../db/rowOf';
import { brands, items } from '../../db/schema';
import { refuse, refuseMissing, transactionOutcome, type Outcome } from '../refusal';
import type { OperatorAction } from './action';
import { recordAudit } from './audit';

function listFilter({ q, lowStock }: OpsItemListQuery): SQL | undefined {
  return and(
    q
      ? or(ilike(items.name, containing(q)), ilike(brands.name, containing(q)), ilike(items.id, startingWith(q)))
      : undefined,
    lowStock === 'true' ? lte(items.stock, LOW_STOCK_LEVEL) : undefined,
  );
}

const itemColumns = {
  id: items.id,
  name: items.name,
  brandName: brands.name,
  packSize: items.packSize,
  stock: items.stock,
  sellingPaise: items.sellingPaise,
  mrpPaise: items.mrpPaise,
  updatedAt: items.updatedAt,
};
type ItemRow = RowOf<typeof itemColumns>;

function toOpsItem(row: ItemRow): OpsItem {
  return {
    _id: row.id,
    name: row.name,
    brandName: row.brandName,
    packSize: row.packSize,
    stock: row.stock,
    sellingPrice: paiseToRupees(row.sellingPaise),
    costPrice: paiseToRupees(row.mrpPaise),
    lowStock: row.stock <= LOW_STOCK_LEVEL,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Items by name, brand or id; the least stocked first when only the low ones are asked for. */
export async function listOpsItems(db: Db, query: OpsItemListQuery): Promise<OpsItemPage> {
  const where = listFilter(query);
  return readPage(
    db,
    db.select(itemColumns).from(items).innerJoin(brands, eq(brands.id, items.brandId)).where(where).$dynamic(),
    query.lowStock === 'true' ? [asc(items.stock), asc(items.name)] : [asc(items.name), asc(items.id)],
    query,
    (rows) => rows.map(toOpsItem),
  );
}

const pricesOf = (row: ItemRow) => ({
  stock: row.stock,
  sellingPrice: paiseToRupees(row.sellingPaise),
  costPrice: paiseToRupees(row.mrpPaise),
});

/**
 * Sets what the body names; the selling price is judged against the MRP it will stand beside
 * (the body's or the stored one), so neither change alone can put it above the MRP.
 */
export async function updateOpsItem(
  db: Db,
  { actorUid, id, body }: OperatorAction<OpsItemUpdateBody>,
): Promise<Outcome<OpsItem>> {
  return transactionOutcome(db, async (tx) => {
    const [row] = await tx
      .select(itemColumns)
      .from(items)
      .innerJoin(brands, eq(brands.id, items.brandId))
      .where(eq(items.id, id))
      .for('update', { of: items });
    if (!row) throw refuseMissing('Item');
    const next = {
      stock: body.stock ?? row.stock,
      sellingPaise: body.sellingPrice === undefined ? row.sellingPaise : rupeesToPaise(body.sellingPrice),
      mrpPaise: body.costPrice === undefined ? row.mrpPaise : rupeesToPaise(body.costPrice),
    };
    if (next.sellingPaise > next.mrpPaise)
      throw refuse(FAILURE_CODES.invalidInput, OPS_MESSAGES.sellingAboveMrp(paiseToRupees(next.mrpPaise)));
    const [updated] = await tx
      .update(items)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(items.id, id))
      .returning({ updatedAt: items.updatedAt });
    const after = { ...row, ...next, updatedAt: updated!.updatedAt };
    await recordAudit(tx, {
      actorUid,
      action: 'item.update',
      target: { kind: 'item', id },
      before: pricesOf(row),
      after: pricesOf(after),
    });
    return toOpsItem(after);
  });
}
