// Razorpay's two signatures, for both adapters and every kind of order: the checkout's
// HMAC-SHA256(order_id|payment_id, key secret) and the webhook's HMAC-SHA256(raw body, webhook
// secret), both hex, both compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** The signature Checkout hands back for a successful payment of a gateway order. */
export function paymentSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

/** The `X-Razorpay-Signature` of a webhook body, exactly as the bytes arrived. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Equal hex signatures, compared without leaking where they differ. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isPaymentSignatureValid(
  keySecret: string,
  payment: { gatewayOrderId: string; paymentId: string; signature: string },
): boolean {
  return signaturesMatch(paymentSignature(keySecret, payment.gatewayOrderId, payment.paymentId), payment.signature);
}

export function isWebhookSignatureValid(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature);
}
