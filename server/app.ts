// Builds the Fastify instance from its dependencies, so tests drive it with app.inject.
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import * as v from 'valibot';
import { RuntimeConfigSchema } from '@domain/contract/config';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { guardSignedInRoutes } from './auth/guard';
import type { TokenVerifier } from './auth/tokens';
import { createSmsProvider } from './channels';
import { smtpMailer, type Mailer } from './channels/email';
import type { SmsProvider } from './channels/sms';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/client';
import type { LeasedWorker, WorkerPace } from './db/leasedWork';
import { followPublicChanges } from './db/publicChanges';
import { rateLimitCounters } from './db/rateLimits';
import { forgetEndedWindows } from './db/rateLimitStore';
import { failure, HttpError, refusalError } from './http/errors';
import { shedLoad } from './http/loadShedding';
import { loadPageRenderer, servePages, type PageRenderer } from './http/pages';
import { cachePublicReads } from './http/publicCache';
import { ok, replies } from './http/reply';
import { helmetOptions } from './http/securityHeaders';
import { jsonSerializerCompiler, valibotValidatorCompiler, type ValibotTypeProvider } from './http/validate';
import { createImageRenderer } from './images/render';
import { registerApiDocs } from './openapi/plugin';
import { TAGS } from './openapi/tags';
import type { PaymentGateway } from './payments/gateway';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { consultationRoutes } from './routes/consultations';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { couponRoutes } from './routes/coupons';
import { notificationRoutes } from './routes/notifications';
import { opsRoutes } from './routes/ops';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { placeRoutes } from './routes/places';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';
import { smsSandboxRoutes } from './routes/smsSandbox';
import { staticRoutes } from './routes/static';
import { userRoutes } from './routes/users';
import { wishlistRoutes } from './routes/wishlist';
import { startHoldSweeper } from './services/consultations/records';
import { deliveryChannels } from './services/notifications/channels';
import { messageSettingsOf } from './services/notifications/composing';
import { startNotificationWorker } from './services/notifications/worker';
import { startExpirySweeper } from './services/orders/access';
import { startRefundWorker, type RefundWorker } from './services/refunds/worker';
import { Refused } from './services/refusal';
import { startSweep } from './services/sweeps';
import { startUploadSweeper } from './services/uploads';
import { holdsRole } from './services/users';

export interface AppDependencies {
  db: Db;
  config: ServerConfig;
  /** Checks bearer ID tokens (firebase-admin). */
  verifyToken: TokenVerifier;
  /** The payment gateway (the sandbox or Razorpay), keyed by `config.paymentKeys`. */
  gateway: PaymentGateway;
  /** How often unpaid orders past their payment window are closed. */
  expirySweepMs?: number;
  /** How often the refund worker looks for due refunds (it is also told when one starts). */
  refundPollMs?: number;
  /** How often the outbox's worker looks for due messages (tests that run it by hand set it long). */
  notificationPollMs?: number;
  /** How often the sandbox's due webhooks are looked for (tests that deliver them by hand set it long). */
  sandboxWebhookPollMs?: number;
  /** Email out; by default SMTP as `config.email` says. */
  mailer?: Mailer;
  /** Text messages out; by default MSG91 or the SMS sandbox as `config.sms` says. */
  smsProvider?: SmsProvider;
  /**
   * Hears the database's notices: changes to public data made through any replica empty this
   * one's caches. Unset (some tests), only this process's own writes do.
   */
  listen?: Database['listen'];
  /**
   * Rate-limit counters in the database, shared by every replica (PostgreSQL); else in memory.
   * `config.redisUrl` puts them in Redis instead.
   */
  sharedRateLimits?: boolean;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Sees every route as it is added (the API document's test compares them with the document). */
  onRoute?: onRouteHookHandler;
  /** Renders public pages; by default the SSR bundle built into `<spaDir>/server/` (tests pass their own). */
  pageRenderer?: PageRenderer;
}

const API_PREFIX = '/api';
const HealthSchema = v.object({ status: v.literal('up') });
const BODY_LIMIT_BYTES = 256 * 1024;
/** How often unused uploaded photos are looked for. */
const UPLOAD_SWEEP_EVERY_MS = 60 * 60_000;
/** How often unpaid orders past their payment window are closed. */
const EXPIRY_SWEEP_MS = 60_000;
/** How often the refund worker looks for due refunds. */
const REFUND_POLL_MS = 1_000;
/** How often the outbox's worker looks for due messages (reminders fall due with time, not with a request). */
const NOTIFICATION_POLL_MS = 5_000;
/** How often the sandbox's due webhooks are looked for (Razorpay's arrive within seconds). */
const SANDBOX_WEBHOOK_POLL_MS = 1_000;
/** How often shared rate-limit counters of ended windows are removed. */
const RATE_LIMIT_SWEEP_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The refund worker of this server (tests wait on it with `settled()`). */
    refundWorker: RefundWorker;
    /** The outbox's delivery worker of this server (tests kick it and wait with `settled()`). */
    notificationWorker: LeasedWorker;
  }
}

export async function buildApp({
  db,
  config,
  verifyToken,
  gateway,
  expirySweepMs = EXPIRY_SWEEP_MS,
  refundPollMs = REFUND_POLL_MS,
  notificationPollMs = NOTIFICATION_POLL_MS,
  sandboxWebhookPollMs = SANDBOX_WEBHOOK_POLL_MS,
  mailer = smtpMailer(config.email),
  smsProvider = createSmsProvider(config, db),
  listen,
  sharedRateLimits = false,
  logger = false,
  onRoute,
  pageRenderer,
}: AppDependencies) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Long path params reach the route's schema and get its 400, not the router's bare 414.
    routerOptions: { maxParamLength: 2048 },
    return503OnClosing: true,
  }).withTypeProvider<ValibotTypeProvider>();
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  // First, so a cached public reply skips every other hook.
  const publicCache = cachePublicReads(app);
  if (listen) await followPublicChanges(app, listen, publicCache);
  await app.register(helmet, helmetOptions(config.runtime));
  await app.register(compress, { threshold: 1024 });
  const counters = rateLimitCounters({
    db,
    redisUrl: config.redisUrl,
    sharedDatabase: sharedRateLimits,
    onRedisDown: (error) => app.log.warn({ err: error }, 'Redis does not answer: rate limits are not counted'),
  });
  app.addHook('onClose', counters.close);
  await app.register(rateLimit, { global: false, ...counters.options });
  if (counters.where === 'postgres') {
    const stopForgetting = startSweep(db, {
      name: 'rate-limit-windows',
      everyMs: RATE_LIMIT_SWEEP_MS,
      run: () => forgetEndedWindows(db),
      onError: (error) => app.log.warn({ err: error }, 'removing ended rate-limit windows failed'),
    });
    app.addHook('onClose', stopForgetting);
  }
  shedLoad(app, { prefix: `${API_PREFIX}/`, exempt: [`${API_PREFIX}/health`, `${API_PREFIX}/config`] });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A refusal raised on a path whose service keeps no outcome (the webhook's capture) is still
    // answered by its code, never as a 500.
    const answered = error instanceof Refused ? refusalError(error.refusal) : error;
    if (answered instanceof HttpError)
      return reply.code(answered.statusCode).send(failure(answered.statusCode, answered.message, answered.code));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(failure(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(500, COMMON_MESSAGES.genericError));
  });

  await registerApiDocs(app, API_PREFIX);

  /** A worker's pace: how often it looks, and a failed pass logged under its name. */
  const paceOf = (pollMs: number, worker: string): WorkerPace => ({
    pollMs,
    onError: (error) => app.log.error({ err: error }, `the ${worker} failed a pass`),
  });
  const refunds = startRefundWorker({ db, gateway, ...paceOf(refundPollMs, 'refund worker') });
  const notifications = startNotificationWorker({
    db,
    channels: deliveryChannels({ mailer, smsProvider, sms: config.sms, settings: messageSettingsOf(config) }),
    ...paceOf(notificationPollMs, 'notification worker'),
  });
  app.decorate('refundWorker', refunds);
  app.decorate('notificationWorker', notifications);
  app.addHook('onClose', async () => {
    const workers = [refunds, notifications];
    for (const worker of workers) worker.stop();
    await Promise.all(workers.map((worker) => worker.settled()));
  });

  await app.register(
    async (api) => {
      guardSignedInRoutes(api, verifyToken, (uid, role) => holdsRole(db, uid, role));
      const site = { tags: [TAGS.site] };
      api.get(
        '/config',
        {
          schema: { ...site, summary: 'What the SPA needs to start', response: replies({ 200: RuntimeConfigSchema }) },
        },
        async () => ok(config.runtime),
      );
      api.get(
        '/health',
        { schema: { ...site, summary: 'Whether the server is up', response: replies({ 200: HealthSchema }) } },
        async () => ok({ status: 'up' as const }),
      );
      catalogueRoutes(api, db, publicCache);
      contentRoutes(api, db, publicCache);
      contactRoutes(api, db);
      searchRoutes(api, db, publicCache);
      userRoutes(api, db);
      consultationRoutes(api, {
        db,
        payments: { gateway, keySecret: config.paymentKeys.keySecret },
        settings: { meetingBaseUrl: config.meetingBaseUrl },
      });
      cartRoutes(api, db);
      wishlistRoutes(api, db);
      notificationRoutes(api, db);
      couponRoutes(api, db);
      placeRoutes(api);
      orderRoutes(api, { db, gateway, keySecret: config.paymentKeys.keySecret, refunds });
      opsRoutes(api, { db, refunds });
      paymentRoutes(api, {
        db,
        gateway,
        webhookSecret: config.paymentKeys.webhookSecret,
        prefix: API_PREFIX,
        sandboxWebhookPollMs,
      });
      smsSandboxRoutes(api, smsProvider);
    },
    { prefix: API_PREFIX },
  );

  const stopExpirySweeper = startExpirySweeper(
    db,
    expirySweepMs,
    (error) => app.log.error({ err: error }, 'closing overdue orders failed'),
    // Closed orders gave their stock back.
    () => publicCache.invalidate(),
  );
  app.addHook('onClose', stopExpirySweeper);
  const stopHoldSweeper = startHoldSweeper(db, expirySweepMs, (error) =>
    app.log.warn({ err: error }, 'consultation hold sweep failed'),
  );
  app.addHook('onClose', stopHoldSweeper);

  const images = createImageRenderer(db);
  staticRoutes(app, images);
  seoRoutes(app, { db, origin: config.publicOrigin });
  const stopSweeping = startUploadSweeper(
    db,
    UPLOAD_SWEEP_EVERY_MS,
    (keys) => {
      images.forget(keys);
      if (keys.length) app.log.info({ removed: keys.length }, 'removed unused uploaded photos');
    },
    (error) => app.log.error({ err: error }, 'sweeping unused uploads failed'),
  );
  app.addHook('onClose', stopSweeping);

  const indexHtml = path.join(config.spaDir, 'index.html');
  const hasSpa = fs.existsSync(indexHtml);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.spaDir,
      wildcard: false,
      index: false,
      // Ours alone: the file sender's own header (max-age=0) would replace the one set here.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendPage = hasSpa
    ? servePages(app, {
        spaDir: config.spaDir,
        config: config.runtime,
        origin: config.publicOrigin,
        publicCache,
        renderer: pageRenderer ?? (await loadPageRenderer(config.spaDir)),
      })
    : undefined;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage =
      request.method === 'GET' &&
      !url.startsWith(`${API_PREFIX}/`) &&
      !url.startsWith('/static/') &&
      !/\.[a-z0-9]+(\?|$)/i.test(url);
    // Unknown pages get the same app, which shows its friendly not-found page, with a real 404.
    if (wantsPage && sendPage) return sendPage(request, reply);
    return reply.code(404).send(failure(404, `Route ${request.method} ${url.split('?')[0]} not found`));
  });

  return app;
}
