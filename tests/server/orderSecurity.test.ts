// Orders against callers who should not get their way: no token (401), another shopper's token
// (403), malformed input (400), forged, altered, replayed and wrong-order payment signatures, and
// forged or replayed webhooks. None of them changes anything stored.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@domain/contract/commerce';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { PAYMENT_MESSAGES } from '@domain/messages/payment';
import { type PaymentSuccess } from '@domain/payment';
import { SANDBOX_KEYS } from '../../server/config';
import { orders } from '../../server/db/schema';
import type { SandboxPayment } from '../../server/payments/sandbox';
import { paymentSignature } from '../../server/payments/signature';
import type { HandledEvent } from '../../server/payments/webhookEvents';
import { createAccount, type TestAccount } from '../support/authEmulator';
import {
  bearer,
  confirm,
  deliveryAddress,
  fillCart,
  orderState,
  readOrder,
  refundsSettled,
  sandboxDecide,
  sendWebhook,
  stockedItem,
  stockOf,
  useOrderApp,
} from './orderFixtures';

const { app, db, sandbox, orderFor } = useOrderApp();

let owner: TestAccount;
let stranger: TestAccount;
let item: string;
let pendingOrder: PlacedOrder;
let paidOrder: PlacedOrder;
let paidPayment: PaymentSuccess;

const newPendingOrder = (account: TestAccount, quantity = 1) => orderFor(account, [{ itemId: item, quantity }]);

beforeAll(async () => {
  item = await stockedItem(db(), { stock: 50, index: 4 });
  [owner, stranger] = await Promise.all([createAccount('Owner'), createAccount('Stranger')]);
  paidOrder = await newPendingOrder(owner, 2);
  const outcome = await sandboxDecide(app(), sandbox(), paidOrder, 'paid');
  if (outcome.kind !== 'paid') throw new Error('the sandbox did not pay');
  paidPayment = outcome.payment;
  pendingOrder = await newPendingOrder(owner, 1);
}, 60_000);

/** Runs `call` and proves it changed nothing stored. */
async function unchanged(call: () => Promise<Response>, status: number): Promise<Response> {
  const before = await orderState(db());
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(await orderState(db())).toBe(before);
  return response;
}

describe('every order route', () => {
  const routes = () => [
    {
      name: 'place',
      method: 'POST' as const,
      url: '/api/store/order',
      body: { userId: owner.uid, address: deliveryAddress(), paymentMethod: 'online' },
      malformed: { userId: owner.uid, address: { ...deliveryAddress(), pincode: '012345' }, paymentMethod: 'online' },
    },
    {
      name: 'confirm',
      method: 'PUT' as const,
      url: `/api/store/order/private/${pendingOrder._id}`,
      body: { status: 'created', ...paidPayment, razorpay_order_id: pendingOrder.order_id },
      malformed: { status: 'created', razorpay_order_id: pendingOrder.order_id, razorpay_payment_id: 'x' },
    },
    {
      name: 'payment failed',
      method: 'POST' as const,
      url: `/api/store/order/${pendingOrder._id}/payment-failed`,
      body: { userId: owner.uid },
      malformed: { userId: owner.uid, error: { code: 5 } },
    },
    {
      name: 'retry',
      method: 'POST' as const,
      url: `/api/store/order/${pendingOrder._id}/retry`,
      body: { userId: owner.uid },
      malformed: { userId: 'not a uid!' },
    },
    {
      name: 'cancel',
      method: 'POST' as const,
      url: `/api/store/order/${paidOrder._id}/cancel`,
      body: { userId: owner.uid },
      malformed: {},
    },
    {
      name: 'read',
      method: 'GET' as const,
      url: `/api/store/order/${paidOrder._id}`,
      malformedUrl: '/api/store/order/zz',
    },
    {
      name: 'list',
      method: 'GET' as const,
      url: `/api/store/order/user/${owner.uid}`,
      malformedUrl: '/api/store/order/user/bad%20uid',
    },
    {
      name: 'invoice',
      method: 'GET' as const,
      url: `/api/store/order/${paidOrder._id}/invoice`,
      malformedUrl: '/api/store/order/123/invoice',
    },
    {
      name: 'credit note',
      method: 'GET' as const,
      url: `/api/store/order/${paidOrder._id}/credit-notes/1`,
      malformedUrl: `/api/store/order/${paidOrder._id}/credit-notes/one`,
    },
  ];

  it('answers 401 without a token, 403 for another shopper, 400 for malformed input, and changes nothing', async () => {
    await fillCart(db(), owner.uid, [{ itemId: item, quantity: 3 }]);
    for (const route of routes()) {
      const send =
        (headers: Record<string, string>, payload?: object, url = route.url) =>
        () =>
          app().inject({ method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) });
      const body = 'body' in route ? route.body : undefined;
      await unchanged(send({}, body), 401);
      await unchanged(send({ authorization: 'Bearer not-a-real-token-but-long-enough' }, body), 401);
      await unchanged(send(bearer(stranger), body), 403);
      if ('malformed' in route) await unchanged(send(bearer(owner), route.malformed), 400);
      if ('malformedUrl' in route) await unchanged(send(bearer(owner), undefined, route.malformedUrl), 400);
    }
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await app().inject({ url: '/api/store/order/0123456789abcdef01234567', headers: bearer(owner) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ORDER_MESSAGES.notFound);
  });
});

describe('payment signatures', () => {
  const pendingBody = (payment: Partial<PaymentSuccess>) => ({
    razorpay_order_id: pendingOrder.order_id!,
    razorpay_payment_id: 'pay_AttackerPay0001',
    razorpay_signature: 'a'.repeat(64),
    ...payment,
  });

  it('refuses a forged signature', async () => {
    const response = await unchanged(() => confirm(app(), owner, pendingOrder._id, pendingBody({})), 400);
    expect(response.body).toContain(PAYMENT_MESSAGES.paymentNotVerified);
  });

  it('refuses an altered signature or payment id', async () => {
    const signature = paymentSignature(SANDBOX_KEYS.keySecret, pendingOrder.order_id!, 'pay_GenuinePay0001');
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    await unchanged(
      () =>
        confirm(
          app(),
          owner,
          pendingOrder._id,
          pendingBody({ razorpay_payment_id: 'pay_GenuinePay0001', razorpay_signature: flipped }),
        ),
      400,
    );
    await unchanged(
      () =>
        confirm(
          app(),
          owner,
          pendingOrder._id,
          pendingBody({ razorpay_payment_id: 'pay_GenuinePay0002', razorpay_signature: signature }),
        ),
      400,
    );
  });

  it("refuses another order's payment (wrong order), whichever order id the body names", async () => {
    await unchanged(() => confirm(app(), owner, pendingOrder._id, paidPayment), 400);
    const renamed = { ...paidPayment, razorpay_order_id: pendingOrder.order_id! };
    const response = await unchanged(() => confirm(app(), owner, pendingOrder._id, renamed), 400);
    expect(response.body).toContain(PAYMENT_MESSAGES.paymentNotVerified);
  });

  it('refuses a payment id already used on another order, even correctly signed', async () => {
    const replayed = {
      razorpay_order_id: pendingOrder.order_id!,
      razorpay_payment_id: paidPayment.razorpay_payment_id,
      razorpay_signature: paymentSignature(
        SANDBOX_KEYS.keySecret,
        pendingOrder.order_id!,
        paidPayment.razorpay_payment_id,
      ),
    };
    const response = await unchanged(() => confirm(app(), owner, pendingOrder._id, replayed), 400);
    expect(response.json().message).toBe(PAYMENT_MESSAGES.paymentReused);
    expect((await readOrder(app(), owner, pendingOrder._id)).status).toBe('pending');
  });

  it('accepts the genuine payment again without a second change', async () => {
    const response = await unchanged(() => confirm(app(), owner, paidOrder._id, paidPayment), 200);
    expect(response.body).toContain('"status":"created"');
  });
});

describe('webhooks', () => {
  const send = (
    event: HandledEvent,
    payment: Pick<SandboxPayment, 'id' | 'orderId' | 'amount' | 'status'>,
    options: { eventId?: string; secret?: string } = {},
  ) => sendWebhook(app(), sandbox(), event, payment, options);

  it('ignores forged webhooks', async () => {
    const order = await newPendingOrder(stranger);
    const { payment } = await sandbox().pay(order.order_id!);
    await unchanged(() => send('order.paid', payment, { secret: 'guessed-secret' }), 400);
    const tampered = () =>
      app().inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': 'f'.repeat(64),
          'x-razorpay-event-id': 'evt_forged',
        },
        payload: JSON.stringify({ entity: 'event', event: 'order.paid', payload: {} }),
      });
    await unchanged(tampered, 400);
    expect((await readOrder(app(), stranger, order._id)).status).toBe('pending');
  });

  it('handles an event id once: a replay changes nothing', async () => {
    const order = await newPendingOrder(stranger, 4);
    const { payment } = await sandbox().fail(order.order_id!);
    const first = await send('payment.failed', payment, { eventId: 'evt_FailedOnce0001' });
    expect(first.json().data.status).toBe('applied');
    expect((await readOrder(app(), stranger, order._id)).status).toBe('payment_failed');
    const retried = await app().inject({
      method: 'POST',
      url: `/api/store/order/${order._id}/retry`,
      headers: bearer(stranger),
      payload: { userId: stranger.uid },
    });
    expect(retried.statusCode).toBe(200);
    const replay = await unchanged(() => send('payment.failed', payment, { eventId: 'evt_FailedOnce0001' }), 200);
    expect(replay.body).toContain('"seen"');
    expect((await readOrder(app(), stranger, order._id)).status).toBe('pending');
  });

  it('creates the order from webhooks in any order, and a stale failure changes nothing', async () => {
    const buyer = await createAccount('Webhook buyer');
    const order = await newPendingOrder(buyer);
    const declined = (await sandbox().fail(order.order_id!)).payment;
    const { payment } = await sandbox().pay(order.order_id!);
    expect((await send('order.paid', payment)).statusCode).toBe(200);
    expect((await readOrder(app(), buyer, order._id)).status).toBe('created');
    const created = await readOrder(app(), buyer, order._id);
    expect((await send('payment.captured', payment)).statusCode).toBe(200);
    expect((await send('payment.failed', declined)).statusCode).toBe(200);
    expect(await readOrder(app(), buyer, order._id)).toEqual(created);
    expect(created.payment_id).toBe(payment.id);
  });

  it('creates an order whose failure arrived first, taking its stock again', async () => {
    const buyer = await createAccount('Late capture');
    const order = await newPendingOrder(buyer);
    const stock = await stockOf(db(), item);
    const declined = (await sandbox().fail(order.order_id!)).payment;
    await send('payment.failed', declined);
    expect(await stockOf(db(), item)).toBe(stock + 1);
    const { payment } = await sandbox().pay(order.order_id!);
    await send('payment.captured', payment);
    expect((await readOrder(app(), buyer, order._id)).status).toBe('created');
    expect(await stockOf(db(), item)).toBe(stock);
  });

  it('refunds a payment that lands after the order expired', async () => {
    const buyer = await createAccount('Too late');
    const order = await newPendingOrder(buyer);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    expect((await readOrder(app(), buyer, order._id)).status).toBe('cancelled');
    const stock = await stockOf(db(), item);
    const { payment } = await sandbox().pay(order.order_id!);
    await send('payment.captured', payment);
    expect((await readOrder(app(), buyer, order._id)).status).toBe('refunded');
    await refundsSettled(app(), sandbox());
    expect((await sandbox().payment(payment.id))?.status).toBe('refunded');
    expect(await stockOf(db(), item)).toBe(stock);
  });
});
