// The sandbox gateway: the server's hosted-checkout page (Pay, Fail, Cancel) in an overlay
// iframe, like Checkout.js's modal. The page posts its outcome to this window; only a message
// from that iframe, from the API's origin, with the sandbox's source tag, is taken.
import * as v from 'valibot';
import type { CheckoutOutcome, CheckoutRequest } from '@domain/payment';
import { CheckoutOutcomeSchema, type PaymentGateway } from './gateway';

export const SANDBOX_MESSAGE_SOURCE = 'ojas-sandbox-checkout';

const SandboxMessageSchema = v.object({ source: v.literal(SANDBOX_MESSAGE_SOURCE), outcome: CheckoutOutcomeSchema });

export function sandboxCheckoutUrl(apiBase: string, request: CheckoutRequest, origin: string): URL {
  const url = new URL(`${apiBase.replace(/\/$/, '')}/payments/sandbox/checkout`, origin);
  url.searchParams.set('order_id', request.order_id);
  url.searchParams.set('key', request.key);
  return url;
}

/** The overlay: a labelled modal dialog holding the checkout page and a close button. */
function buildOverlay(doc: Document, url: URL) {
  const overlay = doc.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', 'Secure payment');
  overlay.dataset.testid = 'sandbox-checkout';
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'rgba(0, 0, 0, 0.6)',
  });
  const frame = doc.createElement('iframe');
  frame.src = url.toString();
  frame.title = 'Payment checkout';
  Object.assign(frame.style, {
    width: 'min(440px, 100vw)',
    height: 'min(640px, 100dvh)',
    border: '0',
    borderRadius: '12px',
    background: 'white',
  });
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close the payment window');
  Object.assign(close.style, {
    position: 'absolute',
    top: '12px',
    right: '12px',
    width: '44px',
    height: '44px',
    fontSize: '28px',
    lineHeight: '1',
    border: '0',
    borderRadius: '50%',
    cursor: 'pointer',
  });
  overlay.append(frame, close);
  return { overlay, frame, close };
}

export function createSandboxGateway({ apiBase, win = window }: { apiBase: string; win?: Window }): PaymentGateway {
  return {
    open(request, signal) {
      const doc = win.document;
      const url = sandboxCheckoutUrl(apiBase, request, win.location.origin);
      const { overlay, frame, close } = buildOverlay(doc, url);
      const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;

      return new Promise<CheckoutOutcome>((resolve) => {
        const finish = (outcome: CheckoutOutcome) => {
          win.removeEventListener('message', onMessage);
          doc.removeEventListener('keydown', onKeyDown);
          signal?.removeEventListener('abort', onAbort);
          overlay.remove();
          opener?.focus();
          resolve(outcome);
        };
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== url.origin || event.source !== frame.contentWindow) return;
          const message = v.safeParse(SandboxMessageSchema, event.data);
          if (message.success) finish(message.output.outcome as CheckoutOutcome);
        };
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'Escape') finish({ kind: 'dismissed' });
        };
        const onAbort = () => finish({ kind: 'dismissed' });
        close.addEventListener('click', () => finish({ kind: 'dismissed' }));
        win.addEventListener('message', onMessage);
        doc.addEventListener('keydown', onKeyDown);
        signal?.addEventListener('abort', onAbort);
        doc.body.append(overlay);
        frame.focus();
      });
    },
  };
}
