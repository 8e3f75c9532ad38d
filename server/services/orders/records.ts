// Orders as stored, locked for a change, and as the API replies with them.
import { randomBytes } from 'node:crypto';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Address } from '@domain/address';
import type { Order, OrderSummary, PlacedOrder } from '@domain/contract/commerce';
import type { GstRate, TaxBreakdown } from '@domain/gst';
import { taxBreakdown, taxKind } from '@domain/gst';
import { paiseToRupees } from '@domain/money';
import { SELLER } from '@domain/seller';
import type { Queryable } from '../../db/client';
import { creditNotes, orderItems, orders, orderStatusHistory } from '../../db/schema';
import { readRefunds, toOrderRefund, type RefundRow } from '../refunds/records';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** A new order id: 24 hex digits. */
export const newOrderId = () => randomBytes(12).toString('hex');
export const ORDER_ID_PATTERN = /^[a-f0-9]{24}$/;

/** The order matching `where`, its row locked until the transaction ends. */
export async function lockOrder(tx: Queryable, where: SQL): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row;
}

export async function readOrderRow(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function readOrderItems(db: Queryable, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.itemId));
}

/** What placing (or retrying) an order answers: enough to open the gateway's checkout. */
export function toPlacedOrder(row: OrderRow, keyId: string): PlacedOrder {
  return {
    _id: row.id,
    order_id: row.gatewayOrderId,
    amount: row.totalPaise,
    currency: 'INR',
    key: keyId,
    status: row.status,
  };
}

/** The GST in the order, split as the tax invoice splits it. */
export function orderTax(row: OrderRow, items: readonly OrderItemRow[]) {
  return taxBreakdown({
    lines: items.map((item) => ({ amountPaise: item.unitPaise * item.quantity, rate: item.gstRate, hsn: item.hsn })),
    discountPaise: row.discountPaise,
    chargesPaise: row.shippingPaise + row.codFeePaise,
    kind: taxKind(SELLER.state, (row.address as Address).state),
  });
}

/** A tax breakdown in rupees, as orders and their documents show it. */
export function toOrderTax(tax: TaxBreakdown): Order['tax'] {
  const rupees = paiseToRupees;
  return {
    kind: tax.kind,
    rows: tax.rows.map((taxRow) => ({
      hsn: taxRow.hsn,
      rate: taxRow.rate,
      taxable: rupees(taxRow.taxablePaise),
      cgst: rupees(taxRow.cgstPaise),
      sgst: rupees(taxRow.sgstPaise),
      igst: rupees(taxRow.igstPaise),
    })),
    total: rupees(tax.taxPaise),
  };
}

export function toOrder(
  row: OrderRow,
  items: readonly OrderItemRow[],
  history: { status: OrderRow['status']; at: Date }[],
  refundRows: readonly RefundRow[],
  creditNoteRows: readonly CreditNoteRow[],
): Order {
  const rupees = paiseToRupees;
  return {
    _id: row.id,
    userId: row.uid,
    status: row.status,
    paymentMethod: row.paymentMethod,
    order_id: row.gatewayOrderId,
    payment_id: row.paymentId,
    orderItems: items.map((item) => ({
      _id: item.itemId,
      name: item.name,
      packSize: item.packSize,
      photoLink: item.photoKey,
      quantity: item.quantity,
      sellingPrice: rupees(item.unitPaise),
      mrp: rupees(item.mrpPaise),
      gstRate: item.gstRate as GstRate,
      hsn: item.hsn,
    })),
    address: row.address as Address,
    couponId: row.couponCode,
    totals: {
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      mrpTotal: rupees(row.mrpTotalPaise),
      subtotal: rupees(row.subtotalPaise),
      mrpSavings: rupees(row.mrpTotalPaise - row.subtotalPaise),
      couponDiscount: rupees(row.discountPaise),
      shipping: rupees(row.shippingPaise),
      freeShippingShortfall: 0,
      codAvailable: row.paymentMethod === 'cod',
      codFee: rupees(row.codFeePaise),
      taxIncluded: rupees(row.taxPaise),
      total: rupees(row.totalPaise),
    },
    tax: toOrderTax(orderTax(row, items)),
    invoiceNumber: row.invoiceNumber,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    expiresAt:
      row.expiresAt && (row.status === 'pending' || row.status === 'payment_failed')
        ? row.expiresAt.toISOString()
        : null,
    shipment:
      row.carrier !== null && row.trackingNumber !== null
        ? { carrier: row.carrier, trackingNumber: row.trackingNumber }
        : null,
    refunds: refundRows.map(toOrderRefund),
    creditNotes: creditNoteRows.map((note) => ({
      _id: note.id,
      number: note.number,
      amountPaise: note.amountPaise,
      issuedAt: note.issuedAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The order with its lines and timeline, as the API replies with it. */
export async function readOrder(db: Queryable, id: string): Promise<Order | undefined> {
  const row = await readOrderRow(db, id);
  if (!row) return undefined;
  const history = await db
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  return toOrder(
    row,
    await readOrderItems(db, id),
    history,
    await readRefunds(db, 'store', id),
    await readCreditNotes(db, id),
  );
}

/** The credit notes against an order's invoice, oldest first. */
export async function readCreditNotes(db: Queryable, orderId: string): Promise<CreditNoteRow[]> {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
}

/** A shopper's orders, newest first. */
export async function listOrderSummaries(db: Queryable, uid: string): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.uid, uid))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.itemId));
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    return {
      _id: row.id,
      status: row.status,
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      total: paiseToRupees(row.totalPaise),
      firstItemName: own[0]?.name ?? '',
      photoLink: own[0]?.photoKey ?? '',
      createdAt: row.createdAt.toISOString(),
    };
  });
}
