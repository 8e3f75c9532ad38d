// The Razorpay gateway: loads Checkout.js once and maps its success handler, its
// `payment.failed` event and the modal's dismissal to the same outcome the sandbox gives.
import * as v from 'valibot';
import { PaymentFailureSchema } from '@domain/contract/commerce';
import type { CheckoutOutcome, CheckoutRequest } from '@domain/payment';
import { PaymentSuccessSchema, type PaymentGateway } from './gateway';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: { error: unknown }) => void): void;
}

type RazorpayConstructor = new (
  options: CheckoutRequest & { handler: (response: unknown) => void; modal: { ondismiss: () => void } },
) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | undefined;

function loadCheckoutJs(doc: Document): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Checkout.js did not define Razorpay'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Checkout.js could not be loaded'));
    };
    doc.head.append(script);
  });
  return loading;
}

export function createRazorpayGateway({ doc = document }: { doc?: Document } = {}): PaymentGateway {
  return {
    async open(request, signal) {
      const Razorpay = await loadCheckoutJs(doc);
      return new Promise<CheckoutOutcome>((resolve, reject) => {
        let settled = false;
        const finish = (outcome: CheckoutOutcome) => {
          if (settled) return;
          settled = true;
          resolve(outcome);
        };
        const checkout = new Razorpay({
          ...request,
          handler: (response) => {
            const payment = v.safeParse(PaymentSuccessSchema, response);
            if (payment.success) finish({ kind: 'paid', payment: payment.output });
            else reject(new Error('Razorpay returned an unreadable payment'));
          },
          modal: { ondismiss: () => finish({ kind: 'dismissed' }) },
        });
        checkout.on('payment.failed', (response) => {
          const error = v.safeParse(PaymentFailureSchema, response.error);
          finish({
            kind: 'failed',
            error: error.success ? error.output : { code: 'UNKNOWN', description: 'Payment failed' },
          });
          checkout.close();
        });
        signal?.addEventListener('abort', () => {
          checkout.close();
          finish({ kind: 'dismissed' });
        });
        checkout.open();
      });
    },
  };
}
