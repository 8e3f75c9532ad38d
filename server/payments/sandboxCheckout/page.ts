// The sandbox's hosted-checkout page (and its script and style, served from this folder): what
// the shopper sees in the overlay where Razorpay Checkout would be.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '@domain/markup';
import { formatRupees, paiseToRupees } from '@domain/money';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CHECKOUT_SCRIPT = readFileSync(path.join(here, 'checkout.js'), 'utf8');
export const CHECKOUT_STYLE = readFileSync(path.join(here, 'checkout.css'), 'utf8');

/** Only our own script and style; the page may be framed by our own pages only. */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export interface CheckoutPageInput {
  orderId: string;
  key: string;
  amountPaise: number;
  receipt: string;
  paid: boolean;
  /** Where the page's script and style live and where its buttons post (absolute paths). */
  assets: { script: string; style: string; decide: string };
}

const MERCHANT = 'Ojas';

function document(title: string, body: string, stylePath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylePath)}">
</head>
<body>
${body}
</body>
</html>
`;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const amount = formatRupees(paiseToRupees(input.amountPaise));
  const actions = input.paid
    ? `<p class="status" id="status" role="status">This order has been paid.</p>
  <div class="actions"><button type="button" data-outcome="dismissed">Close</button></div>`
    : `<div class="actions">
    <button type="button" class="pay" data-outcome="paid">Pay ${escapeHtml(amount)}</button>
    <button type="button" class="fail" data-outcome="failed">Fail payment</button>
    <button type="button" data-outcome="dismissed">Cancel</button>
  </div>
  <p class="status" id="status" role="status" aria-live="polite"></p>`;
  const body = `<main id="checkout" aria-labelledby="merchant" data-order-id="${escapeHtml(input.orderId)}" data-key="${escapeHtml(input.key)}" data-decide-url="${escapeHtml(input.assets.decide)}">
  <header>
    <span class="logo" aria-hidden="true">O</span>
    <h1 id="merchant">${MERCHANT}</h1>
    <span class="test-mode">Test mode</span>
  </header>
  <p class="amount" aria-label="Amount to pay ${escapeHtml(amount)}">${escapeHtml(amount)}</p>
  <dl>
    <div><dt>Order</dt><dd>${escapeHtml(input.orderId)}</dd></div>
    <div><dt>Receipt</dt><dd>${escapeHtml(input.receipt)}</dd></div>
  </dl>
  ${actions}
  <p class="note">Sandbox payments: no money moves. Pay succeeds, Fail is declined by the bank, Cancel closes this window.</p>
</main>
<script src="${escapeHtml(input.assets.script)}"></script>`;
  return document(`Pay ${amount} to ${MERCHANT}`, body, input.assets.style);
}

export function checkoutErrorPage(message: string, stylePath: string): string {
  return document(
    'Payment link not valid',
    `<main aria-labelledby="merchant"><header><span class="logo" aria-hidden="true">O</span><h1 id="merchant">${MERCHANT}</h1></header><p class="status" role="alert">${escapeHtml(message)}</p></main>`,
    stylePath,
  );
}
