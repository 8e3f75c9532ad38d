// Content-Security-Policy and friends: only our origin, the static host, and what Firebase
// sign-in (Google's scripts, reCAPTCHA, the auth domain or the local emulator) and, with the
// real gateway, Razorpay Checkout (its script, and the payment frames it opens) need.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RuntimeConfig } from '@domain/contract/config';

function originOf(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

export function helmetOptions(runtime: RuntimeConfig): FastifyHelmetOptions {
  const emulator = runtime.authEmulatorUrl ? [runtime.authEmulatorUrl] : [];
  const google = ['https://apis.google.com', 'https://www.google.com', 'https://www.gstatic.com'];
  const razorpay = runtime.paymentGateway === 'razorpay';
  const razorpayScripts = razorpay ? ['https://checkout.razorpay.com'] : [];
  const razorpayFrames = razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...razorpayScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(runtime.staticBase), ...originOf(runtime.apiBase)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...originOf(runtime.apiBase), ...emulator, 'https://*.googleapis.com'],
        frameSrc: ["'self'", `https://${runtime.firebase.authDomain}`, ...emulator, ...google, ...razorpayFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}
