// The gateway's webhook, and (with the sandbox gateway only) the sandbox's hosted checkout: its
// page, script and style, and the call its buttons make. The sandbox's signed webhooks reach the
// webhook route through this server, as Razorpay's would (server/payments/sandboxWebhooks.ts).
import * as v from 'valibot';
import { PAYMENT_MESSAGES } from '@domain/messages/payment';
import { type CheckoutOutcome } from '@domain/payment';
import type { Db } from '../db/client';
import { badRequest, HttpError } from '../http/errors';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import type { PaymentGateway } from '../payments/gateway';
import { GatewayOrderPaidError, SandboxGateway, UnknownGatewayOrderError } from '../payments/sandbox';
import {
  CHECKOUT_CSP,
  CHECKOUT_SCRIPT,
  CHECKOUT_STYLE,
  checkoutErrorPage,
  checkoutPage,
} from '../payments/sandboxCheckout/page';
import { WEBHOOK_HEADERS } from '../payments/webhookEvents';
import { receiveWebhook } from '../services/orders/webhook';
import { publicRoute } from './declare';

const GatewayOrderIdSchema = v.pipe(
  v.string(),
  v.regex(/^order_[A-Za-z0-9]{1,40}$/, 'order_id must be a gateway order id'),
);
const KeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,64}$/, 'key must be a key id'));
const WebhookHeadersSchema = v.looseObject({
  [WEBHOOK_HEADERS.signature]: v.pipe(v.string(), v.regex(/^[a-f0-9]{64}$/, 'must be a hex HMAC-SHA256 signature')),
  [WEBHOOK_HEADERS.eventId]: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an event id')),
});
const WebhookReceiptSchema = v.object({ status: v.picklist(['applied', 'ignored', 'seen']) });
const SandboxDecisionSchema = v.object({
  order_id: GatewayOrderIdSchema,
  key: KeySchema,
  outcome: v.picklist(['paid', 'failed'], 'outcome must be paid or failed'),
});
const CheckoutOutcomeSchema = v.variant('kind', [
  v.object({
    kind: v.literal('paid'),
    payment: v.object({
      razorpay_order_id: v.string(),
      razorpay_payment_id: v.string(),
      razorpay_signature: v.string(),
    }),
  }),
  v.object({
    kind: v.literal('failed'),
    error: v.object({
      code: v.string(),
      description: v.string(),
      source: v.optional(v.string()),
      step: v.optional(v.string()),
      reason: v.optional(v.string()),
      metadata: v.optional(v.object({ order_id: v.optional(v.string()), payment_id: v.optional(v.string()) })),
    }),
  }),
]);

const RAW_JSON = { content: { 'application/json': { schema: { type: 'string', format: 'binary' } } } };
const HTML = { content: { 'text/html': { schema: { type: 'string' } } } };
const asset = (type: string) => ({ content: { [type]: { schema: { type: 'string' } } } });

export interface PaymentRouteDependencies {
  db: Db;
  gateway: PaymentGateway;
  webhookSecret: string;
  /** Where this router is mounted (`/api`), to name its own URLs. */
  prefix: string;
  /** How often this replica looks for the sandbox's due webhooks (the Pay and Fail buttons also say so at once). */
  sandboxWebhookPollMs: number;
}

export function paymentRoutes(app: ValibotApp, dependencies: PaymentRouteDependencies): void {
  const { db, gateway, webhookSecret } = dependencies;
  // The signature covers the bytes as sent, so this route reads the body raw.
  app.register(async (webhooks: ValibotApp) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      '/payments/webhook',
      publicRoute(
        TAGS.payments,
        {
          summary: "The gateway's webhooks: order.paid, payment.captured, payment.failed and refund.processed",
          description:
            'Verified with `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret); each `x-razorpay-event-id` is handled once; events may arrive in any order. Applied to the store order or the consultation that owns the gateway order; `refund.processed` marks the refund named in its notes processed.',
          headers: WebhookHeadersSchema,
          body: RAW_JSON,
          response: replies({ 200: WebhookReceiptSchema }, [400]),
        },
        { changesPublicData: true },
      ),
      async (request) => {
        const headers = request.headers as Record<string, string>;
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw badRequest('The body must be the JSON the gateway sent');
        const outcome = await receiveWebhook(db, gateway, webhookSecret, {
          rawBody: body,
          signature: headers[WEBHOOK_HEADERS.signature]!,
          eventId: headers[WEBHOOK_HEADERS.eventId]!,
          now: Date.now(),
        });
        if (outcome === 'forged') throw badRequest('The webhook signature does not match');
        if (outcome === 'malformed') throw badRequest('The webhook body is not an event');
        return ok({ status: outcome });
      },
    );
  });
  if (gateway instanceof SandboxGateway) sandboxRoutes(app, gateway, dependencies);
}

function sandboxRoutes(
  app: ValibotApp,
  sandbox: SandboxGateway,
  { prefix, sandboxWebhookPollMs }: PaymentRouteDependencies,
) {
  const paths = {
    page: '/payments/sandbox/checkout',
    script: '/payments/sandbox/checkout.js',
    style: '/payments/sandbox/checkout.css',
    decide: '/payments/sandbox/decide',
  };
  const assets = { script: prefix + paths.script, style: prefix + paths.style, decide: prefix + paths.decide };

  const webhooks = sandbox.deliverWebhooksThrough(
    async ({ headers, body }) =>
      (await app.inject({ method: 'POST', url: `${prefix}/payments/webhook`, headers, payload: body })).statusCode,
    {
      pollMs: sandboxWebhookPollMs,
      onError: (error) => app.log.warn({ err: error }, 'the sandbox webhook worker failed a pass'),
    },
  );
  app.addHook('onClose', async () => {
    webhooks.stop();
    await webhooks.settled();
  });

  app.get(
    paths.page,
    publicRoute(TAGS.payments, {
      summary: "The sandbox's hosted checkout (Pay, Fail, Cancel), shown in the checkout overlay",
      description:
        "It hands the outcome to the page that framed it: `postMessage({ source: 'ojas-sandbox-checkout', outcome })`, outcome being what Razorpay Checkout hands back.",
      querystring: v.object({ order_id: GatewayOrderIdSchema, key: KeySchema }),
      response: { 200: HTML, 404: HTML, ...replies({}, [400]) },
    }),
    async (request, reply) => {
      const { order_id: orderId, key } = request.query;
      reply.header('content-security-policy', CHECKOUT_CSP).header('cache-control', 'no-store').type('text/html');
      const order = await sandbox.order(orderId).catch((error: unknown) => {
        if (error instanceof UnknownGatewayOrderError) return undefined;
        throw error;
      });
      if (!order || key !== sandbox.keyId)
        return reply.code(404).send(checkoutErrorPage('This payment link is not valid.', assets.style));
      return checkoutPage({
        orderId,
        key,
        amountPaise: order.amount,
        receipt: order.receipt,
        paid: order.status === 'paid',
        assets,
      });
    },
  );

  for (const [path, type, text] of [
    [paths.script, 'text/javascript', CHECKOUT_SCRIPT],
    [paths.style, 'text/css', CHECKOUT_STYLE],
  ] as const) {
    app.get(
      path,
      publicRoute(TAGS.payments, {
        summary: `The sandbox checkout's ${type === 'text/css' ? 'style' : 'script'}`,
        response: { 200: asset(type) },
      }),
      async (_request, reply) => reply.type(`${type}; charset=utf-8`).header('cache-control', 'no-cache').send(text),
    );
  }

  app.post(
    paths.decide,
    publicRoute(
      TAGS.payments,
      {
        summary: 'Decides a sandbox payment (the Pay and Fail buttons) and sends its signed webhooks',
        body: SandboxDecisionSchema,
        response: replies({ 200: CheckoutOutcomeSchema }, [400, 404, 409]),
      },
      { changesPublicData: false },
    ),
    async (request) => {
      const { order_id: orderId, key, outcome } = request.body;
      if (key !== sandbox.keyId) throw badRequest('key is not this gateway’s key id');
      try {
        if (outcome === 'paid') {
          const paid = await sandbox.pay(orderId);
          webhooks.kick();
          return ok<CheckoutOutcome>({ kind: 'paid', payment: paid.success });
        }
        const failed = await sandbox.fail(orderId);
        webhooks.kick();
        return ok<CheckoutOutcome>({ kind: 'failed', error: failed.error });
      } catch (error) {
        if (error instanceof UnknownGatewayOrderError) throw new HttpError(404, 'Gateway order not found');
        // Paid already, or two clicks at once: the gateway order's row lock lets one through.
        if (error instanceof GatewayOrderPaidError) throw new HttpError(409, PAYMENT_MESSAGES.notAwaitingPayment);
        throw error;
      }
    },
  );
}
