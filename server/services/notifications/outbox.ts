// Writing messages to the outbox: in the transaction of the change that causes them, so a change
// and its messages commit together or not at all. A message's id is its idempotency key, so a
// change written twice (a replayed webhook) still holds each message once.
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  CONSULTATION_REMINDERS,
  notificationKey,
  type ConsultationAudience,
  type ConsultationRefundNotificationKind,
  type DoctorApplicationNotificationKind,
  type NotificationAudience,
  type NotificationKind,
  type OrderNotificationKind,
} from '../../../src/domain/notifications';
import type { Queryable } from '../../db/client';
import { doctors, notifications, users } from '../../db/schema';

/** The changes of a consultation its patient and its doctor hear of. */
export type ConsultationChange = Extract<
  NotificationKind,
  'consultationBooked' | 'consultationRescheduled' | 'consultationCancelled'
>;

/** The kinds that carry the consultation's calendar invitation. */
const INVITATIONS: NotificationKind[] = ['consultationBooked', 'consultationRescheduled'];

/** What an outbox message needs beyond its consultation's current row. */
export interface ConsultationMessageData {
  /** The invitation's SEQUENCE (its booking 0, each change one more). */
  sequence?: number;
  /** A reminder's consultation start (ms): a moved consultation's earlier reminders are not sent. */
  startsAt?: number;
  /** A refund message's refund. */
  refundId?: string;
}

/** The outbox rows of one message: one for the recipient's notification centre, and an email when they have an address. */
function deliveries(
  message: {
    key: string;
    kind: NotificationKind;
    uid: string;
    subjectId: string;
    data: ConsultationMessageData | OrderMessageData;
    dueAt: number;
  },
  address: string | null,
) {
  const row = (channel: (typeof notifications.$inferInsert)['channel'], id: string, to: string) => ({
    id,
    kind: message.kind,
    channel,
    recipientUid: message.uid,
    address: to,
    subjectId: message.subjectId,
    data: message.data,
    nextAttemptAt: new Date(message.dueAt),
  });
  return [row('app', inAppId(message.key), message.uid), ...(address ? [row('email', message.key, address)] : [])];
}

/** The id of a message's row in the notification centre: its key, marked as the app's (the email keeps the bare key, its Message-ID). */
const inAppId = (key: string) => `${key}.app`;

async function emailOf(tx: Queryable, uid: string | null): Promise<string | null> {
  if (!uid) return null;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.uid, uid));
  return user?.email.trim() || null;
}

/**
 * Queues the messages of `change` to consultation `consultation` (as it is after the change): to
 * its patient and its doctor, each to their notification centre and by email when they have an
 * address, with the reminders of a booked or moved consultation scheduled before its start.
 */
export async function queueConsultationMessages(
  tx: Queryable,
  consultation: { id: string; uid: string; doctorId: string; startsAt: Date },
  change: ConsultationChange,
  now: number,
): Promise<void> {
  const [doctor] = await tx.select({ uid: doctors.uid }).from(doctors).where(eq(doctors.id, consultation.doctorId));
  const recipients: { audience: ConsultationAudience; uid: string; address: string | null }[] = [
    { audience: 'patient', uid: consultation.uid, address: await emailOf(tx, consultation.uid) },
    { audience: 'doctor', uid: doctor?.uid ?? '', address: await emailOf(tx, doctor?.uid ?? null) },
  ];
  // The patient's centre holds every invitation message, whether or not they have an email address.
  const [earlier] = await tx
    .select({ invitations: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.subjectId, consultation.id),
        inArray(notifications.kind, INVITATIONS),
        eq(notifications.recipientUid, consultation.uid),
        eq(notifications.channel, 'app'),
      ),
    );
  const sequence = earlier?.invitations ?? 0;
  const startsAt = consultation.startsAt.getTime();
  const rows = recipients.flatMap(({ audience, uid, address }) => {
    if (!uid) return [];
    const message = (kind: NotificationKind, version: number, data: ConsultationMessageData, dueAt: number) =>
      deliveries(
        {
          key: notificationKey(kind, audience, consultation.id, version),
          kind,
          uid,
          subjectId: consultation.id,
          data,
          dueAt,
        },
        address,
      );
    const reminders =
      audience === 'patient' && change !== 'consultationCancelled'
        ? CONSULTATION_REMINDERS.filter(({ beforeMs }) => startsAt - beforeMs > now).map(({ kind, beforeMs }) =>
            message(kind, startsAt, { startsAt }, startsAt - beforeMs),
          )
        : [];
    return [...message(change, sequence, { sequence }, now), ...reminders.flat()];
  });
  if (rows.length > 0) await tx.insert(notifications).values(rows).onConflictDoNothing();
}

/** What an order's outbox message needs beyond its order's current row. */
export interface OrderMessageData {
  /** A refund message's refund. */
  refundId?: string;
}

/**
 * Queues one message of `kind` to `uid` about `subjectId`: to their notification centre, and by
 * email when they have an address.
 * `version` tells apart messages of one kind a subject may get more than once.
 */
async function queueMessage(
  tx: Queryable,
  message: {
    kind: NotificationKind;
    audience: NotificationAudience;
    uid: string;
    subjectId: string;
    data: OrderMessageData;
    version: number | string;
  },
  now: number,
): Promise<void> {
  const rows = deliveries(
    {
      key: notificationKey(message.kind, message.audience, message.subjectId, message.version),
      kind: message.kind,
      uid: message.uid,
      subjectId: message.subjectId,
      data: message.data,
      dueAt: now,
    },
    await emailOf(tx, message.uid),
  );
  await tx.insert(notifications).values(rows).onConflictDoNothing();
}

/**
 * Queues the message of `kind` to the shopper of `order` (as it is after the change), to their
 * notification centre and by email when they have an address. A status message's key has no version: an order reaches each status
 * once, and a paid order cancelled twice over (cancelled, then refunded) is told once; a refund
 * message's key carries its refund's id, and a failed payment's the time it failed.
 */
export function queueOrderMessage(
  tx: Queryable,
  order: { id: string; uid: string },
  kind: OrderNotificationKind,
  now: number,
  data: OrderMessageData = {},
  version: number | string = data.refundId ?? 0,
): Promise<void> {
  return queueMessage(tx, { kind, audience: 'shopper', uid: order.uid, subjectId: order.id, data, version }, now);
}

/** Queues the message of `kind` about refund `refundId` of `consultation` to its patient; keyed by the refund. */
export function queueConsultationRefundMessage(
  tx: Queryable,
  consultation: { id: string; uid: string },
  kind: ConsultationRefundNotificationKind,
  refundId: string,
  now: number,
): Promise<void> {
  return queueMessage(
    tx,
    {
      kind,
      audience: 'patient',
      uid: consultation.uid,
      subjectId: consultation.id,
      data: { refundId },
      version: refundId,
    },
    now,
  );
}

/** Queues the message of a doctor application's decision to its applicant: an application is decided once. */
export function queueDoctorApplicationMessage(
  tx: Queryable,
  application: { id: number; uid: string },
  kind: DoctorApplicationNotificationKind,
  now: number,
): Promise<void> {
  return queueMessage(
    tx,
    { kind, audience: 'applicant', uid: application.uid, subjectId: String(application.id), data: {}, version: 0 },
    now,
  );
}
