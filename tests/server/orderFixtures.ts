// What order tests share: the app over a fresh database (`useOrderApp`), shoppers with real
// emulator tokens, carts filled straight in the database, addresses, and calls of the order,
// sandbox and webhook routes.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Address } from '@domain/address';
import type { Order, PlacedOrder } from '@domain/contract/commerce';
import type { CheckoutOutcome, PaymentSuccess } from '@domain/payment';
import { SANDBOX_KEYS } from '../../server/config';
import type { Db } from '../../server/db/client';
import { cartItems, carts, coupons, items } from '../../server/db/schema';
import type { SandboxGateway, SandboxPayment } from '../../server/payments/sandbox';
import { webhookSignature } from '../../server/payments/signature';
import { buildWebhookEvent, type HandledEvent } from '../../server/payments/webhookEvents';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { useTestApp, type TestApp } from './testApp';

type CartLines = { itemId: string; quantity: number }[];

/**
 * The real app over a fresh seeded database, with the helpers every order test needs bound to it:
 * its database, its sandbox gateway, new shoppers with a filled cart, and orders placed for lines.
 */
export function useOrderApp(options: Parameters<typeof useTestApp>[0] = {}) {
  const { app, database, gateway } = useTestApp(options);
  const db = () => database().db;
  return {
    app,
    db,
    sandbox: () => gateway() as SandboxGateway,
    /** A new shopper whose cart holds these lines (and coupon). */
    async shopperWith(name: string, lines: CartLines, coupon: string | null = null) {
      const account = await createAccount(name);
      await fillCart(db(), account.uid, lines, coupon);
      return account;
    },
    /** Fills the shopper's cart with these lines and places an online order (or `body`'s kind) for them. */
    async orderFor(account: TestAccount, lines: CartLines, body: Record<string, unknown> = {}) {
      await fillCart(db(), account.uid, lines);
      return placed(app(), account, body);
    },
  };
}

export const bearer = (account: TestAccount) => ({ authorization: `Bearer ${account.idToken}` });

export function deliveryAddress(state: Address['state'] = 'Karnataka'): Address {
  return {
    _id: 'home',
    fullName: 'Asha Rao',
    mobile: '+919845012345',
    pincode: '560011',
    line1: '14, 3rd Main Road',
    line2: 'Jayanagar',
    landmark: '',
    city: state === 'Karnataka' ? 'Bengaluru' : 'Mumbai',
    state,
  };
}

/** An item with this much stock, at a known price (paise), for a test of its own. */
export async function stockedItem(
  db: Db,
  { stock, sellingPaise = 60_000, index = 0 }: { stock: number; sellingPaise?: number; index?: number },
) {
  const [item] = await db.select({ id: items.id }).from(items).orderBy(items.id).offset(index).limit(1);
  await db
    .update(items)
    .set({ stock, sellingPaise, mrpPaise: Math.max(sellingPaise, 80_000) })
    .where(eq(items.id, item!.id));
  return item!.id;
}

export async function stockOf(db: Db, itemId: string): Promise<number> {
  const [row] = await db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return row!.stock;
}

/** Puts lines (and a coupon) in the shopper's server cart, replacing what was there. */
export async function fillCart(db: Db, uid: string, lines: CartLines, couponCode: string | null = null) {
  await db.delete(cartItems).where(eq(cartItems.uid, uid));
  await db.insert(carts).values({ uid, couponCode }).onConflictDoUpdate({ target: carts.uid, set: { couponCode } });
  if (lines.length) await db.insert(cartItems).values(lines.map((line) => ({ uid, ...line })));
}

export async function couponUses(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.code, code));
  return row!.used;
}

export function placeOrder(app: TestApp, account: TestAccount, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/store/order',
    headers: bearer(account),
    payload: { userId: account.uid, address: deliveryAddress(), paymentMethod: 'online', ...body },
  });
}

export async function placed(
  app: TestApp,
  account: TestAccount,
  body: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const response = await placeOrder(app, account, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/**
 * The sandbox checkout's Pay or Fail button: the outcome Checkout would hand back, once the
 * webhooks the sandbox sends after it have been delivered.
 */
export async function sandboxDecide(
  app: TestApp,
  sandbox: SandboxGateway,
  order: PlacedOrder,
  outcome: 'paid' | 'failed',
): Promise<CheckoutOutcome> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/decide',
    payload: { order_id: order.order_id, key: order.key, outcome },
  });
  expect(response.statusCode, response.body).toBe(200);
  await sandbox.webhooksDelivered();
  return response.json().data;
}

/**
 * A webhook as Razorpay sends it for a sandbox payment, signed with the webhook secret (or a
 * guessed one), with its own event id unless one is given (to replay it).
 */
export async function sendWebhook(
  app: TestApp,
  sandbox: SandboxGateway,
  event: HandledEvent,
  payment: Pick<SandboxPayment, 'id' | 'orderId' | 'amount' | 'status'>,
  options: { eventId?: string; secret?: string } = {},
) {
  const order = await sandbox.order(payment.orderId);
  const rawBody = JSON.stringify(
    buildWebhookEvent(
      event,
      {
        paymentId: payment.id,
        gatewayOrderId: payment.orderId,
        amountPaise: payment.amount,
        status: payment.status === 'failed' ? 'failed' : 'captured',
        error: payment.status === 'failed' ? { code: 'BAD_REQUEST_ERROR', description: 'declined' } : null,
      },
      { receipt: order.receipt, amountPaise: order.amount, attempts: order.attempts },
    ),
  );
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(options.secret ?? SANDBOX_KEYS.webhookSecret, rawBody),
      'x-razorpay-event-id': options.eventId ?? `evt_${Math.random().toString(36).slice(2, 14)}`,
    },
    payload: rawBody,
  });
}

/** Waits until every due refund has been to the gateway and its `refund.processed` webhook came back. */
export async function refundsSettled(app: TestApp, sandbox: SandboxGateway): Promise<void> {
  app.refundWorker.kick();
  await app.refundWorker.settled();
  await sandbox.webhooksDelivered();
}

export function confirm(app: TestApp, account: TestAccount, orderId: string, payment: PaymentSuccess) {
  return app.inject({
    method: 'PUT',
    url: `/api/store/order/private/${orderId}`,
    headers: bearer(account),
    payload: { status: 'created', ...payment },
  });
}

/** The shopper's own action on their order (`cancel`, `retry`): POST with their uid. */
export function orderAction(app: TestApp, account: TestAccount, orderId: string, action: 'cancel' | 'retry') {
  return app.inject({
    method: 'POST',
    url: `/api/store/order/${orderId}/${action}`,
    headers: bearer(account),
    payload: { userId: account.uid },
  });
}

export async function readOrder(app: TestApp, account: TestAccount, orderId: string): Promise<Order> {
  const response = await app.inject({ url: `/api/store/order/${orderId}`, headers: bearer(account) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Every row count and checksum that an order may change, to prove a refused call changed nothing. */
export async function orderState(db: Db): Promise<string> {
  const tables = [
    'orders',
    'order_items',
    'order_status_history',
    'payments',
    'coupon_redemptions',
    'webhook_events',
    'refunds',
    'cart_items',
    'carts',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await db.execute(
      sql`SELECT count(*)::int AS n, coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS sum FROM ${sql.identifier(table)} t`,
    );
    const [row] = ((result as { rows?: unknown[] }).rows ?? result) as { n: number; sum: string }[];
    parts.push(`${table}:${row!.n}:${row!.sum}`);
  }
  const stock = await db.execute(sql`SELECT md5(string_agg(id || ':' || stock, ',' ORDER BY id)) AS s FROM items`);
  const coupon = await db.execute(
    sql`SELECT md5(string_agg(code || ':' || used_count, ',' ORDER BY code)) AS s FROM coupons`,
  );
  const first = (result: unknown) => (((result as { rows?: unknown[] }).rows ?? result) as { s: string }[])[0]!.s;
  return [...parts, `stock:${first(stock)}`, `coupons:${first(coupon)}`].join('\n');
}
