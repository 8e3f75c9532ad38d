// @vitest-environment jsdom
// The sandbox gateway's overlay: it opens the hosted checkout of the order in a labelled dialog,
// takes only the sandbox's message from its own frame and origin, and closes on Escape.
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxGateway, SANDBOX_MESSAGE_SOURCE } from '@adapters/payments/sandboxGateway';
import type { CheckoutRequest } from '@domain/payment';

const request: CheckoutRequest = {
  key: 'rzp_test_sandbox',
  order_id: 'order_ABC123',
  amount: 50000,
  currency: 'INR',
  name: 'Ojas',
  description: 'Ojas order',
};
const paid = {
  kind: 'paid',
  payment: { razorpay_order_id: 'order_ABC123', razorpay_payment_id: 'pay_XYZ789', razorpay_signature: 'a'.repeat(64) },
};

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[title="Payment checkout"]')!;
const post = (data: unknown, origin: string, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('sandbox gateway', () => {
  it("opens the order's hosted checkout and resolves with the outcome its frame posts", async () => {
    const opened = createSandboxGateway({ apiBase: '/api' }).open(request);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Secure payment');
    expect(frame().src).toBe(
      `${window.location.origin}/api/payments/sandbox/checkout?order_id=order_ABC123&key=rzp_test_sandbox`,
    );

    // Another origin, another window, or a message without the sandbox's tag change nothing.
    post({ source: SANDBOX_MESSAGE_SOURCE, outcome: paid }, 'https://evil.example', frame().contentWindow);
    post({ source: SANDBOX_MESSAGE_SOURCE, outcome: paid }, window.location.origin, window);
    post({ source: 'other', outcome: paid }, window.location.origin, frame().contentWindow);
    post({ source: SANDBOX_MESSAGE_SOURCE, outcome: { kind: 'paid' } }, window.location.origin, frame().contentWindow);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();

    post({ source: SANDBOX_MESSAGE_SOURCE, outcome: paid }, window.location.origin, frame().contentWindow);
    await expect(opened).resolves.toEqual(paid);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('is dismissed with Escape, its close button, or when the page stops waiting', async () => {
    const gateway = createSandboxGateway({ apiBase: '/api' });
    const byEscape = gateway.open(request);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await expect(byEscape).resolves.toEqual({ kind: 'dismissed' });

    const byButton = gateway.open(request);
    document.querySelector<HTMLButtonElement>('button[aria-label="Close the payment window"]')!.click();
    await expect(byButton).resolves.toEqual({ kind: 'dismissed' });

    const controller = new AbortController();
    const byAbort = gateway.open(request, controller.signal);
    controller.abort();
    await expect(byAbort).resolves.toEqual({ kind: 'dismissed' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
