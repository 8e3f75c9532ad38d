// Razorpay's webhooks: verified over the raw body, handled once per event id (a replay changes
// nothing), and applied to the store order or the consultation that owns the gateway order.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';
import { isWebhookSignatureValid } from '../../payments/signature';
import { isHandledEvent, paymentFacts, WebhookEventSchema } from '../../payments/webhookEvents';
import { applyConsultationPaymentEvent } from '../consultations';
import { applyPaymentEvent } from './payment';

export type WebhookOutcome = 'forged' | 'malformed' | 'seen' | 'ignored' | 'applied';

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
  if (!isHandledEvent(event.output.event) || !payment) return 'ignored';
  try {
    const facts = paymentFacts(payment);
    const applied =
      (await applyPaymentEvent(db, gateway, facts)) || (await applyConsultationPaymentEvent(db, gateway, facts, now));
    return applied ? 'applied' : 'ignored';
  } catch (error) {
    // Not handled after all: forget the id, so the gateway's next delivery is tried again.
    await db.delete(webhookEvents).where(eq(webhookEvents.id, eventId));
    throw error;
  }
}
