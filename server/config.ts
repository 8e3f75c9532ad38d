// Server settings from the environment, with the embedded local defaults of `npm start`.
import path from 'node:path';
import type { RuntimeConfig } from '@domain/contract/config';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '@domain/images';
import type { EmailSettings } from './channels/email';
import type { SmsSettings } from './channels/sms';
import type { GatewayKeys } from './payments/gateway';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /** REDIS_URL: where the rate-limit counters live, when set. */
  redisUrl?: string;
  dataDir: string;
  spaDir: string;
  logLevel: string;
  /** Which peers may tell the client's address (X-Forwarded-For): none unless configured. */
  trustProxy: false | string[];
  runtime: RuntimeConfig;
  /** MEETING_BASE_URL: where online consultations' Jitsi Meet rooms live. */
  meetingBaseUrl: string;
  /** The gateway's keys: Razorpay's real ones, or the sandbox's development values. */
  paymentKeys: GatewayKeys;
  /** SANDBOX_WEBHOOK_DELAY_MS: how long after a sandbox payment or refund its webhooks fall due. */
  sandboxWebhookDelayMs: number;
  /** Email out: SMTP_URL, MAIL_FROM and MAIL_INBOX_URL; MailDev on this machine by default. */
  email: EmailSettings;
  /** Text messages out: MSG91 with MSG91_AUTH_KEY and its template, the SMS sandbox without. */
  sms: SmsSettings;
  /** PUBLIC_ORIGIN: the site's address in shared links, the sitemap and canonical URLs; unset, each request's own. */
  publicOrigin?: string;
}

/** A setting that cannot be used as given; the message says what to change. */
export class ConfigError extends Error {}

/**
 * TRUST_PROXY: the proxies in front of the server, as a comma-separated list of addresses or
 * CIDR ranges. Unset, forwarded headers are ignored, so a caller cannot choose the address that
 * rate limits count.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true' || /^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} would let callers choose their own address: name the proxies (addresses or CIDR ranges)`,
    );
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** MEETING_BASE_URL: an https (or local http) origin and path; Jitsi Meet's public server by default. */
export function parseMeetingBaseUrl(value: string | undefined): string {
  const text = value?.trim() || 'https://meet.jit.si';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`MEETING_BASE_URL=${text} is not a URL: give the meeting server, e.g. https://meet.jit.si`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`MEETING_BASE_URL=${text} must be an http(s) URL, e.g. https://meet.jit.si`);
  return text.replace(/\/+$/, '');
}

/** REDIS_URL: a redis:// or rediss:// URL (credentials and database number in it), or unset. */
export function parseRedisUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(text))
    throw new ConfigError(
      `REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://:password@redis.internal:6379/0`,
    );
  return text;
}

/** PUBLIC_ORIGIN: an http(s) origin such as https://ojas.example (no path), or unset. */
export function parsePublicOrigin(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN=${text} is not a URL: give the site's address, e.g. https://ojas.example`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== text.replace(/\/+$/, ''))
    throw new ConfigError(`PUBLIC_ORIGIN=${text} must be an http(s) origin without a path, e.g. https://ojas.example`);
  return url.origin;
}

/** The sandbox's keys when RAZORPAY_* are unset: never valid at Razorpay. */
export const SANDBOX_KEYS: GatewayKeys = {
  keyId: 'rzp_test_ojassandbox',
  keySecret: 'ojas-sandbox-key-secret',
  webhookSecret: 'ojas-sandbox-webhook-secret',
};

/** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET; the real gateway needs all three. */
export function loadPaymentKeys(env: NodeJS.ProcessEnv, gateway: RuntimeConfig['paymentGateway']): GatewayKeys {
  const keys: GatewayKeys = {
    keyId: env.RAZORPAY_KEY_ID || SANDBOX_KEYS.keyId,
    keySecret: env.RAZORPAY_KEY_SECRET || SANDBOX_KEYS.keySecret,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || SANDBOX_KEYS.webhookSecret,
  };
  if (gateway === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter(
      (name) => !env[name]?.trim(),
    );
    if (missing.length)
      throw new ConfigError(
        `PAYMENT_GATEWAY=razorpay needs your Razorpay keys: set ${missing.join(', ')} (from the Razorpay dashboard), or unset PAYMENT_GATEWAY to use the sandbox.`,
      );
  }
  return keys;
}

/** The longest SANDBOX_WEBHOOK_DELAY_MS: an hour (Razorpay's own arrive within seconds). */
const MAX_SANDBOX_WEBHOOK_DELAY_MS = 3_600_000;

/**
 * SANDBOX_WEBHOOK_DELAY_MS: milliseconds between a sandbox payment or refund and its webhooks
 * (0 by default: at once), to see the checkout complete from the browser's report alone, or a
 * replica stop before delivering.
 */
export function parseSandboxWebhookDelay(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return 0;
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms > MAX_SANDBOX_WEBHOOK_DELAY_MS)
    throw new ConfigError(
      `SANDBOX_WEBHOOK_DELAY_MS=${text} must be a whole number of milliseconds up to ${MAX_SANDBOX_WEBHOOK_DELAY_MS}, e.g. 2000`,
    );
  return ms;
}

/** MailDev's SMTP and web ports as `npm start` runs it. */
export const LOCAL_MAILDEV = { smtpPort: 1025, webPort: 1080, host: '127.0.0.1' } as const;

/**
 * SMTP_URL (smtp:// or smtps://, credentials in it), MAIL_FROM and MAIL_INBOX_URL. Unset, mail
 * goes to the local MailDev that `npm start` runs, whose REST API the sender may ask.
 */
export function loadEmailSettings(env: NodeJS.ProcessEnv): EmailSettings {
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError(
      `SMTP_URL must start with smtp:// or smtps://, e.g. smtps://user:password@smtp.example.com:465`,
    );
  const local = `${LOCAL_MAILDEV.host}:${LOCAL_MAILDEV.webPort}`;
  return {
    smtpUrl: smtpUrl || `smtp://${LOCAL_MAILDEV.host}:${LOCAL_MAILDEV.smtpPort}`,
    from: env.MAIL_FROM?.trim() || 'Ojas <care@ojas.local>',
    inboxUrl: env.MAIL_INBOX_URL?.trim() || (smtpUrl ? null : `http://${local}`),
  };
}

/**
 * MSG91_AUTH_KEY, MSG91_TEMPLATE_ID and MSG91_SENDER_ID. Without the key, text messages go to the
 * SMS sandbox in the database; with it, the template is required too.
 */
export function loadSmsSettings(env: NodeJS.ProcessEnv): SmsSettings {
  const authKey = env.MSG91_AUTH_KEY?.trim() || null;
  const templateId = env.MSG91_TEMPLATE_ID?.trim() || '';
  if (authKey && !templateId)
    throw new ConfigError(
      'MSG91_AUTH_KEY needs MSG91_TEMPLATE_ID too: the id of your DLT-approved Flow template whose ##text## variable carries the message (MSG91 dashboard → SMS → Templates), or unset MSG91_AUTH_KEY to use the SMS sandbox.',
    );
  return { authKey, templateId: templateId || 'ojas-sandbox-template', senderId: env.MSG91_SENDER_ID?.trim() || null };
}

export const LOCAL_FIREBASE_PROJECT = 'demo-ojas';
export const LOCAL_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

export function loadConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const projectId = env.FIREBASE_PROJECT_ID ?? LOCAL_FIREBASE_PROJECT;
  const usesEmulator = !env.FIREBASE_API_KEY || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? LOCAL_AUTH_EMULATOR_HOST;
  const paymentGateway = env.PAYMENT_GATEWAY === 'razorpay' ? 'razorpay' : 'sandbox';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: parseRedisUrl(env.REDIS_URL),
    dataDir: path.resolve(root, env.DATA_DIR ?? '.data'),
    spaDir: path.resolve(root, env.SPA_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    meetingBaseUrl: parseMeetingBaseUrl(env.MEETING_BASE_URL),
    runtime: {
      apiBase: env.API_BASE_URL ?? '/api',
      staticBase: env.STATIC_BASE_URL ?? '/static',
      imageWidths: [...IMAGE_WIDTHS],
      imageQuality: DEFAULT_IMAGE_QUALITY,
      firebase: {
        apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
        authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        projectId,
      },
      authEmulatorUrl: usesEmulator ? `http://${emulatorHost}` : null,
      paymentGateway,
    },
    paymentKeys: loadPaymentKeys(env, paymentGateway),
    sandboxWebhookDelayMs: parseSandboxWebhookDelay(env.SANDBOX_WEBHOOK_DELAY_MS),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    email: loadEmailSettings(env),
    sms: loadSmsSettings(env),
  };
}
