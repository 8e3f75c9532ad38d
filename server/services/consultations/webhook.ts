// A verified webhook's payment event for a consultation.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations, payments } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';
import type { PaymentFacts } from '../../payments/webhookEvents';
import { capturePayment } from './pay';
import { endOverdueHold, isKnownPayment } from './records';

/**
 * A verified webhook's payment for a consultation, in whatever order events arrive: a capture of
 * the fee books it (or is refunded at once when the hold already ended), a failure is recorded
 * and the hold waits for another attempt until it runs out. A payment id is applied once. False
 * when no consultation has this gateway order id.
 */
export async function applyConsultationPaymentEvent(
  db: Db,
  gateway: PaymentGateway,
  facts: PaymentFacts,
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(consultations)
      .where(eq(consultations.gatewayOrderId, facts.gatewayOrderId))
      .for('update');
    if (!locked) return false;
    if (await isKnownPayment(tx, facts.paymentId)) return true;
    const row = await endOverdueHold(tx, locked, now);
    if (facts.status === 'captured') {
      if (facts.amountPaise === row.pricePaise)
        await capturePayment(tx, gateway, row, { id: facts.paymentId, signature: null }, now);
      return true;
    }
    await tx.insert(payments).values({
      id: facts.paymentId,
      orderId: row.id,
      orderKind: 'consultation',
      gatewayOrderId: facts.gatewayOrderId,
      gateway: gateway.name,
      status: 'failed',
      amountPaise: facts.amountPaise,
    });
    return true;
  });
}
