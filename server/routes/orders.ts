// Store orders: placing, paying (the checkout's signed reply, failures, retries), cancelling,
// reading, the tax invoice and its credit notes. Owner only; the services price, reserve and move every order.
import * as v from 'valibot';
import {
  OrderCancelBodySchema,
  OrderConfirmBodySchema,
  OrderPaymentFailedBodySchema,
  OrderRetryBodySchema,
  OrderSchema,
  OrderSummarySchema,
  PlacedOrderSchema,
  PlaceOrderBodySchema,
} from '@domain/contract/commerce';
import { signedInUser } from '../auth/guard';
import type { Db } from '../db/client';
import { ok, replies, sendPdf } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import type { PaymentGateway } from '../payments/gateway';
import { expireOverdueOrders, readOwnOrder } from '../services/orders/access';
import { orderCreditNote } from '../services/orders/creditNoteDocument';
import { orderInvoice } from '../services/orders/invoice';
import { cancelOrder, confirmOrderPayment, reportPaymentFailure, retryOrderPayment } from '../services/orders/payment';
import { placeOrder } from '../services/orders/place';
import { listOrderSummaries, ORDER_ID_PATTERN, readOrder } from '../services/orders/records';
import type { RefundWorker } from '../services/refunds/worker';
import { ownerRoute, PDF, signedInRoute } from './declare';
import { settled } from './outcome';

const IdParams = v.object({ id: v.pipe(v.string(), v.regex(ORDER_ID_PATTERN, 'id must be an order id')) });
const CreditNoteParams = v.object({
  ...IdParams.entries,
  noteId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'noteId must be a credit note id'), v.transform(Number)),
});

export interface OrderRouteDependencies {
  db: Db;
  gateway: PaymentGateway;
  keySecret: string;
  /** Told when a change started a refund, so it goes to the gateway at once. */
  refunds: Pick<RefundWorker, 'kick'>;
}

export function orderRoutes(app: ValibotApp, { db, gateway, keySecret, refunds }: OrderRouteDependencies): void {
  const replyOrder = async (id: string) => ok((await readOrder(db, id))!);

  app.post(
    '/store/order',
    signedInRoute(
      TAGS.orders,
      {
        summary: 'Places an order from the server cart: priced here, stock and coupon use reserved',
        description:
          'Online: a gateway order in paise, status `pending` for 15 minutes. Cash on delivery: `created` at once, with its invoice, and the cart cleared. The same unchanged cart answers the same open order.',
        body: PlaceOrderBodySchema,
        response: replies({ 201: PlacedOrderSchema }, [400, 401, 403, 409, 502]),
      },
      { ownerBody: 'userId', changesPublicData: true },
    ),
    async (request, reply) =>
      reply.code(201).send(ok(settled(await placeOrder(db, gateway, request.body.userId, request.body)))),
  );

  app.put(
    '/store/order/private/:id',
    signedInRoute(
      TAGS.orders,
      {
        summary: "Confirms an online payment with the checkout's signature; the order becomes created",
        description:
          'The signature must be HMAC-SHA256(the stored gateway order id | payment id, key secret), and the payment id never used before; otherwise 400 and nothing changes.',
        params: IdParams,
        body: OrderConfirmBodySchema,
        response: replies({ 200: OrderSchema }, [400, 401, 403, 404, 502]),
      },
      { changesPublicData: true },
    ),
    async (request) => {
      const { id } = request.params;
      settled(
        await confirmOrderPayment(db, gateway, keySecret, { id, uid: signedInUser(request).uid, body: request.body }),
      );
      return replyOrder(id);
    },
  );

  app.post(
    '/store/order/:id/payment-failed',
    signedInRoute(
      TAGS.orders,
      {
        summary: 'Reports a failed payment attempt; the stock and coupon use are released until a retry',
        params: IdParams,
        body: OrderPaymentFailedBodySchema,
        response: replies({ 200: OrderSchema }, [400, 401, 403, 404, 409]),
      },
      { ownerBody: 'userId', changesPublicData: true },
    ),
    async (request) => {
      const { id } = request.params;
      settled(await reportPaymentFailure(db, { id, uid: request.body.userId }));
      return replyOrder(id);
    },
  );

  app.post(
    '/store/order/:id/retry',
    signedInRoute(
      TAGS.orders,
      {
        summary: 'Pays again after a failed attempt, on the same gateway order; the stock is reserved again',
        params: IdParams,
        body: OrderRetryBodySchema,
        response: replies({ 200: PlacedOrderSchema }, [400, 401, 403, 404, 409]),
      },
      { ownerBody: 'userId', changesPublicData: true },
    ),
    async (request) =>
      ok(settled(await retryOrderPayment(db, gateway, { id: request.params.id, uid: request.body.userId }))),
  );

  app.post(
    '/store/order/:id/cancel',
    signedInRoute(
      TAGS.orders,
      {
        summary: 'Cancels an order before it ships; a paid order is refunded, and the stock returns',
        params: IdParams,
        body: OrderCancelBodySchema,
        response: replies({ 200: OrderSchema }, [400, 401, 403, 404, 409]),
      },
      { ownerBody: 'userId', changesPublicData: true },
    ),
    async (request) => {
      const { id } = request.params;
      settled(await cancelOrder(db, { id, uid: request.body.userId }));
      refunds.kick();
      return replyOrder(id);
    },
  );

  app.get(
    '/store/order/:id',
    // Closing an overdue order releases its stock.
    signedInRoute(
      TAGS.orders,
      {
        summary: 'One of your orders, with its lines, totals, tax and timeline',
        params: IdParams,
        response: replies({ 200: OrderSchema }, [400, 401, 403, 404]),
      },
      { changesPublicData: true },
    ),
    async (request) => ok(settled(await readOwnOrder(db, { id: request.params.id, uid: signedInUser(request).uid }))),
  );

  app.get(
    '/store/order/user/:uid',
    // Closing overdue orders releases their stock.
    ownerRoute(
      TAGS.orders,
      {
        summary: 'Your orders, newest first',
        response: replies({ 200: v.array(OrderSummarySchema) }, [400, 401, 403]),
      },
      { changesPublicData: true },
    ),
    async (request) => {
      const { uid } = request.params;
      await expireOverdueOrders(db, { uid });
      return ok(await listOrderSummaries(db, uid));
    },
  );

  app.get(
    '/store/order/:id/invoice',
    signedInRoute(TAGS.orders, {
      summary: 'The GST tax invoice of a confirmed order, as a PDF',
      params: IdParams,
      response: { 200: PDF, ...replies({}, [400, 401, 403, 404, 409]) },
    }),
    async (request, reply) =>
      sendPdf(reply, settled(await orderInvoice(db, { id: request.params.id, uid: signedInUser(request).uid }))),
  );

  app.get(
    '/store/order/:id/credit-notes/:noteId',
    signedInRoute(TAGS.orders, {
      summary: 'A GST credit note of a cancelled or refunded order, as a PDF',
      description:
        'Issued with each refund (full or part) or the cancellation of an invoiced order; `noteId` is from the order’s `creditNotes`. The invoice itself stays as it was issued.',
      params: CreditNoteParams,
      response: { 200: PDF, ...replies({}, [400, 401, 403, 404]) },
    }),
    async (request, reply) => {
      const { id, noteId } = request.params;
      return sendPdf(reply, settled(await orderCreditNote(db, { id, uid: signedInUser(request).uid, noteId })));
    },
  );
}
