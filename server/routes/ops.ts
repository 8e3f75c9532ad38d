// The operator's desk: every route answers only a signed-in user who holds the operator role now
// (401 without a token, 403 without the role, checked before anything else is read).
import type { FastifyRequest } from 'fastify';
import { LOW_STOCK_LEVEL } from '@domain/constants';
import {
  AuditPageSchema,
  OpsConsultationIdParamsSchema,
  OpsConsultationPageSchema,
  OpsConsultationQuerySchema,
  OpsAuditQuerySchema,
  OpsCouponCreateBodySchema,
  OpsCouponIdParamsSchema,
  OpsCouponListSchema,
  OpsCouponSchema,
  OpsCouponUpdateBodySchema,
  OpsDoctorApplicationIdParamsSchema,
  OpsDoctorApplicationPageSchema,
  OpsDoctorApplicationQuerySchema,
  OpsDoctorApplicationSchema,
  OpsItemIdParamsSchema,
  OpsItemListQuerySchema,
  OpsItemPageSchema,
  OpsItemSchema,
  OpsItemUpdateBodySchema,
  OpsOrderIdParamsSchema,
  OpsOrderListQuerySchema,
  OpsOrderPageSchema,
  OpsOrderSchema,
  OpsOrderTransitionBodySchema,
  OpsRefundBodySchema,
  OpsRejectBodySchema,
  RefundSchema,
} from '@domain/contract/ops';
import type { Refund } from '@domain/contract/ops';
import { ORDER_MESSAGES } from '@domain/messages/order';
import { signedInUser } from '../auth/guard';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { ok, replies, sendPdf } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { renderPackingSlip } from '../invoice/packingSlip';
import type { OperatorAction } from '../services/ops/action';
import { listAudit } from '../services/ops/audit';
import { listOpsConsultations, refundConsultation } from '../services/ops/consultations';
import { createOpsCoupon, listOpsCoupons, updateOpsCoupon } from '../services/ops/coupons';
import { listDoctorApplications, rejectApplication, verifyApplication } from '../services/ops/doctorApplications';
import { listOpsItems, updateOpsItem } from '../services/ops/items';
import { listOpsOrders, readOpsOrder, refundOrder, transitionOrder } from '../services/ops/orders';
import { readOrder } from '../services/orders/records';
import type { RefundWorker } from '../services/refunds/worker';
import type { Outcome } from '../services/refusal';
import { operatorRoute, PDF } from './declare';
import { settled } from './outcome';

const notFound = () => new HttpError(404, ORDER_MESSAGES.notFound);

/** The action a request to the record its path's `:_id` names asks for, by the operator signed in. */
function actionOf<Body>(request: FastifyRequest & { params: { _id: string }; body: Body }): OperatorAction<Body> {
  return { actorUid: signedInUser(request).uid, id: request.params._id, body: request.body };
}

export interface OpsRouteDependencies {
  db: Db;
  /** Told when an action started a refund, so it goes to the gateway at once. */
  refunds: Pick<RefundWorker, 'kick'>;
}

export function opsRoutes(app: ValibotApp, { db, refunds }: OpsRouteDependencies): void {
  /** The started refund (201), sent to the gateway at once; or its refusal. */
  const refundStarted = (outcome: Outcome<Refund>) => {
    const refund = settled(outcome);
    refunds.kick();
    return refund;
  };

  app.get(
    '/ops/orders',
    operatorRoute({
      summary: 'Every order, newest first, filtered and paged, with counts per status for the queue',
      description:
        '`q` matches the order number (a prefix of its id), the invoice number, the customer’s name or (4 digits or more) phone; `from` and `to` are India dates, inclusive.',
      querystring: OpsOrderListQuerySchema,
      response: replies({ 200: OpsOrderPageSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await listOpsOrders(db, request.query)),
  );

  app.get(
    '/ops/orders/:_id',
    operatorRoute({
      summary: 'One order with its lines, customer, payment, refunds, history and the events it takes now',
      params: OpsOrderIdParamsSchema,
      response: replies({ 200: OpsOrderSchema }, [400, 401, 403, 404]),
    }),
    async (request) => {
      const order = await readOpsOrder(db, request.params._id);
      if (!order) throw notFound();
      return ok(order);
    },
  );

  app.get(
    '/ops/orders/:_id/packing-slip',
    operatorRoute({
      summary: 'The order’s packing slip, as a PDF: whom it ships to and each item with its quantity, without prices',
      params: OpsOrderIdParamsSchema,
      response: { 200: PDF, ...replies({}, [400, 401, 403, 404]) },
    }),
    async (request, reply) => {
      const order = await readOrder(db, request.params._id);
      if (!order) throw notFound();
      return sendPdf(reply, {
        fileName: `ojas-packing-slip-${order._id}.pdf`,
        pdf: await renderPackingSlip(order, new Date()),
      });
    },
  );

  app.post(
    '/ops/orders/:_id/transition',
    operatorRoute(
      {
        summary: 'Packs, ships, delivers or cancels an order, as its lifecycle allows',
        description:
          '`ship` needs `carrier` and `trackingNumber`. An event the order’s state does not take is 409 with the lifecycle’s reason, and nothing changes; of two operators acting at once, one wins and the other gets 409. Cancelling a paid order starts its full refund and gives the stock back.',
        params: OpsOrderIdParamsSchema,
        body: OpsOrderTransitionBodySchema,
        response: replies({ 200: OpsOrderSchema }, [400, 401, 403, 404, 409]),
      },
      { changesPublicData: true },
    ),
    async (request) => {
      const action = actionOf(request);
      const { refundStarted } = settled(await transitionOrder(db, action));
      if (refundStarted) refunds.kick();
      return ok((await readOpsOrder(db, action.id))!);
    },
  );

  app.post(
    '/ops/orders/:_id/refunds',
    operatorRoute(
      {
        summary: 'Refunds part or all of an order’s payment',
        description:
          'Never more than what was captured less earlier refunds (400 otherwise). The refund starts `pending`; the refund worker carries it to the gateway until it is `processed` (or `failed`, when the gateway refuses it for good).',
        params: OpsOrderIdParamsSchema,
        body: OpsRefundBodySchema,
        response: replies({ 201: RefundSchema }, [400, 401, 403, 404]),
      },
      { changesPublicData: false },
    ),
    async (request, reply) => reply.code(201).send(ok(refundStarted(await refundOrder(db, actionOf(request))))),
  );

  app.get(
    '/ops/items',
    operatorRoute({
      summary: 'Items with their stock and prices, by name, brand or id, or only those low on stock',
      description: `\`lowStock=true\` lists only items at or below ${LOW_STOCK_LEVEL} units, the least stocked first; otherwise by name.`,
      querystring: OpsItemListQuerySchema,
      response: replies({ 200: OpsItemPageSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await listOpsItems(db, request.query)),
  );

  app.put(
    '/ops/items/:_id',
    operatorRoute(
      {
        summary: 'Sets an item’s stock, selling price or MRP (costPrice); the storefront shows it on its next request',
        description:
          'Names at least one field. A selling price above the MRP (the new one or the stored one) or below 1, or a negative stock, is 400 and changes nothing. The public replies and rendered pages are emptied.',
        params: OpsItemIdParamsSchema,
        body: OpsItemUpdateBodySchema,
        response: replies({ 200: OpsItemSchema }, [400, 401, 403, 404]),
      },
      { changesPublicData: true },
    ),
    async (request) => ok(settled(await updateOpsItem(db, actionOf(request)))),
  );

  app.get(
    '/ops/coupons',
    operatorRoute({
      summary: 'Every coupon, active or ended, by code, with its terms and how many orders hold a use',
      response: replies({ 200: OpsCouponListSchema }, [401, 403]),
    }),
    async () => ok(await listOpsCoupons(db)),
  );

  app.post(
    '/ops/coupons',
    operatorRoute(
      {
        summary: 'Creates a coupon with the terms the cart applies',
        description:
          '`value` is a whole percent (1–100) for `percent` coupons, rupees for `flat` ones; `maxDiscount`, `usageLimit` and `perUserLimit` are null for none. A code in use is 409.',
        body: OpsCouponCreateBodySchema,
        response: replies({ 201: OpsCouponSchema }, [400, 401, 403, 409]),
      },
      { changesPublicData: true },
    ),
    async (request, reply) =>
      reply.code(201).send(ok(settled(await createOpsCoupon(db, signedInUser(request).uid, request.body)))),
  );

  app.put(
    '/ops/coupons/:_id',
    operatorRoute(
      {
        summary: 'Changes a coupon’s terms; `active: false` ends it',
        description:
          'Names only what changes, judged with the stored terms: a percent above 100 or not whole, a new kind without its value, or a usage limit below the uses orders hold now is 400 and nothing changes.',
        params: OpsCouponIdParamsSchema,
        body: OpsCouponUpdateBodySchema,
        response: replies({ 200: OpsCouponSchema }, [400, 401, 403, 404]),
      },
      { changesPublicData: true },
    ),
    async (request) => ok(settled(await updateOpsCoupon(db, actionOf(request)))),
  );

  app.get(
    '/ops/doctor-applications',
    operatorRoute({
      summary: 'Doctor applications, newest first, with the applicant’s name, phone and email',
      querystring: OpsDoctorApplicationQuerySchema,
      response: replies({ 200: OpsDoctorApplicationPageSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await listDoctorApplications(db, request.query)),
  );

  app.post(
    '/ops/doctor-applications/:_id/verify',
    operatorRoute(
      {
        summary: 'Verifies a pending doctor application, as `npm run doctor:verify` does',
        description:
          'The applicant gets the doctor role and a verified doctor record (listed among the doctors), and their profile says they are a verified doctor. An application that is not pending is 409 and nothing changes.',
        params: OpsDoctorApplicationIdParamsSchema,
        response: replies({ 200: OpsDoctorApplicationSchema }, [400, 401, 403, 404, 409]),
      },
      { changesPublicData: true },
    ),
    async (request) => ok(settled(await verifyApplication(db, actionOf(request)))),
  );

  app.post(
    '/ops/doctor-applications/:_id/reject',
    operatorRoute(
      {
        summary: 'Rejects a pending doctor application with a reason the applicant’s profile shows',
        description: 'An application that is not pending is 409 and nothing changes. The applicant may apply again.',
        params: OpsDoctorApplicationIdParamsSchema,
        body: OpsRejectBodySchema,
        response: replies({ 200: OpsDoctorApplicationSchema }, [400, 401, 403, 404, 409]),
      },
      { changesPublicData: false },
    ),
    async (request) => ok(settled(await rejectApplication(db, actionOf(request)))),
  );

  app.get(
    '/ops/consultations',
    operatorRoute({
      summary: 'Every doctor’s consultations of one India day, soonest first, with the patient and the payment',
      description:
        '`date` is an India date (today’s when left out). Each consultation comes with its refunds and the paise still refundable.',
      querystring: OpsConsultationQuerySchema,
      response: replies({ 200: OpsConsultationPageSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await listOpsConsultations(db, request.query)),
  );

  app.post(
    '/ops/consultations/:_id/refunds',
    operatorRoute(
      {
        summary: 'Refunds part or all of a consultation’s payment',
        description:
          'Never more than what was captured less earlier refunds (400 otherwise); the patient’s consultation shows the rupees refunded. The refund starts `pending` and the refund worker carries it to the gateway, as for orders.',
        params: OpsConsultationIdParamsSchema,
        body: OpsRefundBodySchema,
        response: replies({ 201: RefundSchema }, [400, 401, 403, 404]),
      },
      { changesPublicData: false },
    ),
    async (request, reply) => reply.code(201).send(ok(refundStarted(await refundConsultation(db, actionOf(request))))),
  );

  app.get(
    '/ops/audit',
    operatorRoute({
      summary: 'Every operator action, newest first: who, when, what, and the values before and after',
      description: 'The log is append-only: no route changes or removes an entry.',
      querystring: OpsAuditQuerySchema,
      response: replies({ 200: AuditPageSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await listAudit(db, request.query)),
  );
}
