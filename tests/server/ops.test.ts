// The operator's desk: who may use it, the order queue and its lifecycle actions (one winner of
// two operators, refused events changing nothing), refunds within what was captured, the refund
// worker through a gateway outage and a racing webhook, and the append-only audit log.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@domain/contract/commerce';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { SITE_MESSAGES } from '@domain/messages/site';
import { auditLog, refunds, userRoles, users } from '../../server/db/schema';
import { grantOperator } from '../../server/services/ops/operators';
import { startRefund } from '../../server/services/refunds/start';
import { carryRefund, claimDueRefunds } from '../../server/services/refunds/worker';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { pdfText } from '../support/pdfText';
import { opsCall, operatorAccount as operatorAccountIn, type OpsMethod } from './opsFixtures';
import {
  bearer,
  orderState,
  readOrder,
  refundsSettled,
  sandboxDecide,
  stockedItem,
  stockOf,
  useOrderApp,
} from './orderFixtures';

const { app, db, sandbox, shopperWith, orderFor } = useOrderApp();

const operatorAccount = (name: string) => operatorAccountIn(db(), name);
const ops = (account: TestAccount | null, method: OpsMethod, url: string, payload?: unknown) =>
  opsCall(app(), account, method, url, payload);

/** A shopper's online order for one unit of an item of its own, paid in the sandbox. */
async function paidOrder(index: number, sellingPaise = 60_000): Promise<{ buyer: TestAccount; order: PlacedOrder }> {
  const itemId = await stockedItem(db(), { stock: 20, sellingPaise, index });
  const buyer = await shopperWith(`Buyer ${index}`, []);
  const order = await orderFor(buyer, [{ itemId, quantity: 1 }]);
  const outcome = await sandboxDecide(app(), sandbox(), order, 'paid');
  expect(outcome.kind).toBe('paid');
  return { buyer, order };
}

describe('who may use the desk', () => {
  it('answers 401 without a token and 403 to a signed-in shopper, and 403 at once when the role is revoked', async () => {
    const shopper = await createAccount('Not an operator');
    const operator = await operatorAccount('Revoked Operator');
    const { order } = await paidOrder(40);
    const itemId = await stockedItem(db(), { stock: 9, index: 40 });
    const before = await orderState(db());
    const routes: [OpsMethod, string, unknown?][] = [
      ['GET', '/ops/orders'],
      ['GET', `/ops/orders/${order._id}`],
      ['POST', `/ops/orders/${order._id}/transition`, { event: 'pack' }],
      ['POST', `/ops/orders/${order._id}/refunds`, { amountPaise: 100, reason: 'test' }],
      ['GET', '/ops/audit'],
      ['GET', '/ops/items?lowStock=true'],
      ['GET', '/ops/doctor-applications?status=pending'],
      ['GET', '/ops/coupons'],
      ['GET', `/ops/orders/${order._id}/packing-slip`],
      ['PUT', `/ops/items/${itemId}`, { stock: 0 }],
    ];
    for (const [method, url, body] of routes) {
      expect((await ops(null, method, url, body)).statusCode, url).toBe(401);
      const refused = await ops(shopper, method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(SITE_MESSAGES.roleRequired);
    }
    expect((await ops(operator, 'GET', '/ops/orders')).statusCode).toBe(200);
    await db()
      .delete(userRoles)
      .where(and(eq(userRoles.uid, operator.uid), eq(userRoles.role, 'operator')));
    for (const [method, url, body] of routes)
      expect((await ops(operator, method, url, body)).statusCode, url).toBe(403);
    expect(await orderState(db())).toBe(before);
  });

  it('lists the operator role in the permission', async () => {
    const operator = await operatorAccount('Listed Operator');
    const permission = await app().inject({ url: `/api/permission/${operator.uid}`, headers: bearer(operator) });
    expect(permission.json().data.roles).toEqual(['operator']);
  });

  it('grants the role by the registered mobile number, once', async () => {
    const account = await createAccount('Phone Operator');
    await db()
      .insert(users)
      .values({
        uid: account.uid,
        fullName: 'Phone Operator',
        email: `${account.uid.toLowerCase()}@ops.example`,
        phone: '+919812300001',
        birthDate: '1990-01-01',
        gender: 'male',
      });
    expect(await grantOperator(db(), '+91 98123 00001')).toMatchObject({ kind: 'granted', uid: account.uid });
    expect(await grantOperator(db(), '9812300001')).toMatchObject({ kind: 'alreadyOperator', uid: account.uid });
    expect(await grantOperator(db(), 'nobody-here')).toEqual({ kind: 'notRegistered' });
  });
});

describe('the order queue', () => {
  it('packs, ships (carrier and tracking) and delivers; the shopper sees each step; an event the state does not take is 409', async () => {
    const operator = await operatorAccount('Packing Operator');
    const { buyer, order } = await paidOrder(41);

    const queue = await ops(operator, 'GET', `/ops/orders?status=created&q=${order._id.slice(0, 10)}`);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.items.map((item: { _id: string }) => item._id)).toEqual([order._id]);
    expect(queue.json().data.counts.created).toBeGreaterThanOrEqual(1);

    const detail = (await ops(operator, 'GET', `/ops/orders/${order._id}`)).json().data;
    expect(detail.events).toEqual(['pack', 'cancel']);
    expect(detail.refundablePaise).toBe(order.amount);

    const before = await orderState(db());
    const early = await ops(operator, 'POST', `/ops/orders/${order._id}/transition`, { event: 'deliver' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(OPS_MESSAGES.eventRefused('deliver', 'Confirmed'));
    expect(await orderState(db())).toBe(before);

    const packed = await ops(operator, 'POST', `/ops/orders/${order._id}/transition`, { event: 'pack', note: 'Box 3' });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().data.status).toBe('packed');

    const unshippable = await ops(operator, 'POST', `/ops/orders/${order._id}/transition`, { event: 'ship' });
    expect(unshippable.statusCode).toBe(400);
    const shipment = { carrier: 'Delhivery', trackingNumber: 'DL-123456789' };
    const shipped = await ops(operator, 'POST', `/ops/orders/${order._id}/transition`, { event: 'ship', ...shipment });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await readOrder(app(), buyer, order._id)).shipment).toEqual(shipment);

    const delivered = await ops(operator, 'POST', `/ops/orders/${order._id}/transition`, { event: 'deliver' });
    expect(delivered.json().data.events).toEqual([]);
    const seen = await readOrder(app(), buyer, order._id);
    expect(seen.status).toBe('delivered');
    expect(seen.history.map((step) => step.status)).toEqual(['pending', 'created', 'packed', 'shipped', 'delivered']);
    const log = delivered.json().data.log as { status: string; actor: { uid: string } | null; note: string | null }[];
    expect(log.find((step) => step.status === 'packed')).toMatchObject({
      actor: { uid: operator.uid, name: 'Packing Operator' },
      note: 'Box 3',
    });
  });

  it("prints an order's packing slip: whom it ships to and each item with its quantity, without prices", async () => {
    const operator = await operatorAccount('Slip Printer');
    const { order } = await paidOrder(45);
    const slip = await ops(operator, 'GET', `/ops/orders/${order._id}/packing-slip`);
    expect(slip.statusCode, slip.body.slice(0, 200)).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const text = pdfText(slip.rawPayload);
    const [line] = (await ops(operator, 'GET', `/ops/orders/${order._id}`)).json().data.orderItems as {
      name: string;
      packSize: string;
      quantity: number;
    }[];
    expect(text).toEqual(
      expect.arrayContaining(['PACKING SLIP', 'SHIP TO', line!.name, line!.packSize, String(line!.quantity)]),
    );
    expect(text.join(' ')).not.toMatch(/600\.00|₹/);
    expect((await ops(operator, 'GET', '/ops/orders/6743f0a1b2c3d4e5f6a7b8c9/packing-slip')).statusCode).toBe(404);
  });

  it('of two operators shipping the same order at once, one wins and the other gets 409', async () => {
    const [first, second] = [await operatorAccount('Racer One'), await operatorAccount('Racer Two')];
    const { order } = await paidOrder(42);
    await ops(first, 'POST', `/ops/orders/${order._id}/transition`, { event: 'pack' });
    const ship = (account: TestAccount, trackingNumber: string) =>
      ops(account, 'POST', `/ops/orders/${order._id}/transition`, {
        event: 'ship',
        carrier: 'BlueDart',
        trackingNumber,
      });
    const results = await Promise.all([ship(first, 'BD-1'), ship(second, 'BD-2')]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const history = (await ops(first, 'GET', `/ops/orders/${order._id}`)).json().data.history;
    expect(history.filter((step: { status: string }) => step.status === 'shipped')).toHaveLength(1);
  });

  it('cancelling a paid order gives the stock back and refunds it in full, once', async () => {
    const operator = await operatorAccount('Cancelling Operator');
    const itemId = await stockedItem(db(), { stock: 20, index: 43 });
    const buyer = await shopperWith('Cancelled Buyer', []);
    const order = await orderFor(buyer, [{ itemId, quantity: 2 }]);
    await sandboxDecide(app(), sandbox(), order, 'paid');
    const stock = await stockOf(db(), itemId);
    const cancelled = await ops(operator, 'POST', `/ops/orders/${order._id}/transition`, { event: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('refunded');
    expect(await stockOf(db(), itemId)).toBe(stock + 2);
    await refundsSettled(app(), sandbox());
    const seen = await readOrder(app(), buyer, order._id);
    expect(seen.refunds).toMatchObject([{ status: 'processed', amountPaise: order.amount }]);
    const [paid] = await sandbox().refundsOf(seen.payment_id!);
    expect(paid?.amountPaise).toBe(order.amount);
    expect(await sandbox().refundsOf(seen.payment_id!)).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('refunds part of an order, never more than what is left, and the shopper sees it', async () => {
    const operator = await operatorAccount('Refunding Operator');
    const { buyer, order } = await paidOrder(44);
    const refund = (amountPaise: number) =>
      ops(operator, 'POST', `/ops/orders/${order._id}/refunds`, { amountPaise, reason: 'One jar arrived broken' });

    const part = await refund(20_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().data).toMatchObject({ amountPaise: 20_000, reason: 'One jar arrived broken' });
    // The worker carries the first refund meanwhile; what is compared is the refused one's effect.
    await refundsSettled(app(), sandbox());
    const before = await orderState(db());
    const tooMuch = await refund(order.amount - 20_000 + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(OPS_MESSAGES.refundTooLarge(order.amount - 20_000));
    expect(await orderState(db())).toBe(before);

    const seen = await readOrder(app(), buyer, order._id);
    expect(seen.refunds).toMatchObject([{ status: 'processed', amountPaise: 20_000 }]);
    expect((await ops(operator, 'GET', `/ops/orders/${order._id}`)).json().data.refundablePaise).toBe(
      order.amount - 20_000,
    );
  });

  it('refuses an order with no captured payment (400) and an unknown order (404), each with its code, changing nothing', async () => {
    const operator = await operatorAccount('Refusing Operator');
    const itemId = await stockedItem(db(), { stock: 20, index: 48 });
    const unpaid = await orderFor(await shopperWith('Unpaid Buyer', []), [{ itemId, quantity: 1 }]);
    const before = await orderState(db());
    const auditBefore = await db().select().from(auditLog);
    const body = { amountPaise: 100, reason: 'Asked for' };

    const notPaid = await ops(operator, 'POST', `/ops/orders/${unpaid._id}/refunds`, body);
    expect(notPaid.statusCode).toBe(400);
    expect(notPaid.json()).toEqual({
      success: false,
      code: FAILURE_CODES.invalidInput,
      message: OPS_MESSAGES.orderNotPaid,
    });
    const unknownId = '6743f0a1b2c3d4e5f6a7b8c9';
    for (const [url, payload] of [
      [`/ops/orders/${unknownId}/refunds`, body],
      [`/ops/orders/${unknownId}/transition`, { event: 'pack' }],
    ] as const) {
      const unknown = await ops(operator, 'POST', url, payload);
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json()).toEqual({
        success: false,
        code: FAILURE_CODES.notFound,
        message: ORDER_MESSAGES.notFound,
      });
    }
    expect(await orderState(db())).toBe(before);
    expect(await db().select().from(auditLog)).toEqual(auditBefore);
  });

  it('a shopper’s cancellation never answers 502 while the gateway is down: the refund waits and finishes once it is back', async () => {
    const { buyer, order } = await paidOrder(45);
    sandbox().failRefundsFor(60_000);
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/store/order/${order._id}/cancel`,
      headers: bearer(buyer),
      payload: { userId: buyer.uid },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('refunded');
    await refundsSettled(app(), sandbox());
    const [waiting] = await db().select().from(refunds).where(eq(refunds.subjectId, order._id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toContain('down');
    expect((await readOrder(app(), buyer, order._id)).refunds).toMatchObject([{ status: 'pending' }]);

    sandbox().failRefundsFor(0);
    await db().update(refunds).set({ nextAttemptAt: new Date() }).where(eq(refunds.id, waiting!.id));
    await refundsSettled(app(), sandbox());
    expect((await readOrder(app(), buyer, order._id)).refunds).toMatchObject([{ status: 'processed' }]);
    const [done] = await db().select().from(refunds).where(eq(refunds.id, waiting!.id));
    expect(done!.attempts).toBe(2);
  });

  it('a refund racing its webhook, and a replica that lost its answer, refund once', async () => {
    const { order, buyer } = await paidOrder(46);
    const paymentId = (await readOrder(app(), buyer, order._id)).payment_id!;
    // Due an hour from now, so only the replicas below (whose clock says two hours) see it.
    const later = Date.now() + 3_600_000;
    await startRefund(
      db(),
      {
        subjectKind: 'store',
        subjectId: order._id,
        paymentId,
        amountPaise: 10_000,
        reason: 'Late delivery',
        requestedBy: null,
      },
      new Date(later),
    );
    // Two replicas claim at once: the row lock lets one claim it.
    const [a, b] = await Promise.all([claimDueRefunds(db(), later + 1), claimDueRefunds(db(), later + 1)]);
    const claimed = [...a, ...b].filter((row) => row.subjectId === order._id);
    expect(claimed).toHaveLength(1);
    await carryRefund(db(), sandbox(), claimed[0]!);
    await sandbox().webhooksDelivered();
    // The gateway's answer was lost: a later attempt finds the refund made and makes no other.
    await carryRefund(db(), sandbox(), { ...claimed[0]!, attempts: 1 });
    expect(await sandbox().refundsOf(paymentId)).toHaveLength(1);
    const [row] = await db().select().from(refunds).where(eq(refunds.subjectId, order._id));
    expect(row!.status).toBe('processed');
  });
});

describe('the audit log', () => {
  it('records every operator action newest first, and nothing can change or remove an entry', async () => {
    const operator = await operatorAccount('Audited Operator');
    const { order } = await paidOrder(47);
    await ops(operator, 'POST', `/ops/orders/${order._id}/transition`, { event: 'pack' });
    await ops(operator, 'POST', `/ops/orders/${order._id}/refunds`, { amountPaise: 5_000, reason: 'Goodwill' });
    const page = (await ops(operator, 'GET', '/ops/audit?limit=2')).json().data;
    expect(page.items.map((entry: { action: string }) => entry.action)).toEqual(['order.refund', 'order.transition']);
    expect(page.items[1]).toMatchObject({
      actor: { uid: operator.uid, name: 'Audited Operator' },
      target: { kind: 'order', _id: order._id },
      before: { status: 'created' },
      after: { status: 'packed', event: 'pack' },
    });
    await expect(db().update(auditLog).set({ actorUid: 'someone-else' })).rejects.toThrow();
    await expect(db().delete(auditLog)).rejects.toThrow();
    await expect(db().execute(sql`UPDATE audit_log SET action = 'x'`)).rejects.toThrow();
  });
});
