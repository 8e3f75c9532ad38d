// Razorpay's webhooks: verified over the raw body, handled once per event id (a replay changes
// nothing), and applied to the store order or the consultation that owns the gateway order, or
// (refund.processed) to the refund named in the gateway refund's notes.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';
import { REFUND_ID_NOTE } from '../../payments/gateway';
import { isWebhookSignatureValid } from '../../payments/signature';
import {
  isHandledEvent,
  paymentFacts,
  REFUND_PROCESSED,
  WebhookEventSchema,
  type RefundEntity,
} from '../../payments/webhookEvents';
import { applyConsultationPaymentEvent } from '../consultations/webhook';
import { refundProcessedByGateway } from '../refunds/worker';
import { applyPaymentEvent } from './payment';

export type WebhookOutcome = 'forged' | 'malformed' | 'seen' | 'ignored' | 'applied';

/** Our refund id, from the notes we gave the gateway refund (Razorpay sends empty notes as []). */
function ourRefundId(refund: RefundEntity): string | null {
  const value = refund.notes && !Array.isArray(refund.notes) ? refund.notes[REFUND_ID_NOTE] : undefined;
  return typeof value === 'string' && /^rf_[a-f0-9]{20}$/.test(value) ? value : null;
}

export async function receiveWebhook(
  db: Db,
  gateway: PaymentGateway,
  webhookSecret: string,
  { rawBody, signature, eventId, now }: { rawBody: Buffer; signature: string; eventId: string; now: number },
): Promise<WebhookOutcome> {
  if (!isWebhookSignatureValid(webhookSecret, rawBody, signature)) return 'forged';
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 'malformed';
  }
  const event = v.safeParse(WebhookEventSchema, parsed);
  if (!event.success) return 'malformed';
  const [claimed] = await db
    .insert(webhookEvents)
    .values({ id: eventId, event: event.output.event })
    .onConflictDoNothing()
    .returning();
  if (!claimed) return 'seen';
  const payment = event.output.payload.payment?.entity;
  const refund = event.output.payload.refund?.entity;
  const isRefund = event.output.event === REFUND_PROCESSED && refund !== undefined;
  if (!isRefund && (!isHandledEvent(event.output.event) || !payment)) return 'ignored';
  try {
    if (isRefund)
      return (await refundProcessedByGateway(db, { ourRefundId: ourRefundId(refund), gatewayRefundId: refund.id }))
        ? 'applied'
        : 'ignored';
    const facts = paymentFacts(payment!);
    const applied =
      (await applyPaymentEvent(db, gateway, facts)) || (await applyConsultationPaymentEvent(db, gateway, facts, now));
    return applied ? 'applied' : 'ignored';
  } catch (error) {
    // Not handled after all: forget the id, so the gateway's next delivery is tried again.
    await db.delete(webhookEvents).where(eq(webhookEvents.id, eventId));
    throw error;
  }
}
