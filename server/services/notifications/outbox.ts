// Writing messages to the outbox: in the transaction of the change that causes them, so a change
// and its messages commit together or not at all. A message's id is its idempotency key, so a
// change written twice (a replayed webhook) still holds each message once. Each message goes to
// the recipient's notification centre on the site, and by the channel their contact preference
// picks (messageChannels): by email or by text message, and a reminder not at all for someone who
// wants none.
import { and, count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_CONTACT_PREFERENCE, messageChannels, type ContactPreference } from '@domain/contactPreferences';
import {
  CONSULTATION_REMINDERS,
  notificationKey,
  type ConsultationAudience,
  type ConsultationRefundNotificationKind,
  type DoctorApplicationNotificationKind,
  type NotificationAudience,
  type NotificationKind,
  type OrderNotificationKind,
  type OutboxChannel,
} from '@domain/notifications';
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

/** Where a person can be reached, and how they want to be. */
interface Contact {
  email: string | null;
  phone: string | null;
  preference: ContactPreference;
}

async function contactOf(tx: Queryable, uid: string | null): Promise<Contact> {
  const [user] = uid
    ? await tx
        .select({ email: users.email, phone: users.phone, preference: users.contactPreference })
        .from(users)
        .where(eq(users.uid, uid))
    : [];
  return {
    email: user?.email.trim() || null,
    phone: user?.phone.trim() || null,
    preference: user?.preference ?? DEFAULT_CONTACT_PREFERENCE,
  };
}

/**
 * The channels of a message to `uid` at `contact`, with the address each goes to: always their
 * notification centre (addressed by the uid), and the contact channel their preference picks.
 */
function routesOf(
  uid: string,
  contact: Contact,
  kind: NotificationKind,
): { channel: OutboxChannel; address: string }[] {
  const addresses = { email: contact.email, sms: contact.phone };
  const reminder = CONSULTATION_REMINDERS.some((reminder) => reminder.kind === kind);
  const contactRoutes = messageChannels({
    reminder,
    preference: contact.preference,
    reachable: { email: addresses.email !== null, sms: addresses.sms !== null },
  }).map((channel) => ({ channel, address: addresses[channel]! }));
  return [{ channel: 'app', address: uid }, ...contactRoutes];
}

/** The outbox rows of one message, one per route. */
function rowsOf(message: {
  kind: NotificationKind;
  audience: NotificationAudience;
  uid: string;
  contact: Contact;
  subjectId: string;
  version: number | string;
  data: ConsultationMessageData | OrderMessageData;
  dueAt: number;
}): (typeof notifications.$inferInsert)[] {
  return routesOf(message.uid, message.contact, message.kind).map(({ channel, address }) => ({
    id: notificationKey(message.kind, message.audience, message.subjectId, message.version, channel),
    kind: message.kind,
    channel,
    recipientUid: message.uid,
    address,
    subjectId: message.subjectId,
    data: message.data,
    nextAttemptAt: new Date(message.dueAt),
  }));
}

/**
 * Queues the messages of `change` to consultation `consultation` (as it is after the change): to
 * its patient and its doctor, each by the channel their preference picks, with the reminders of a
 * booked or moved consultation scheduled before its start.
 */
export async function queueConsultationMessages(
  tx: Queryable,
  consultation: { id: string; uid: string; doctorId: string; startsAt: Date },
  change: ConsultationChange,
  now: number,
): Promise<void> {
  const [doctor] = await tx.select({ uid: doctors.uid }).from(doctors).where(eq(doctors.id, consultation.doctorId));
  const recipients: { audience: ConsultationAudience; uid: string; contact: Contact }[] = [
    { audience: 'patient', uid: consultation.uid, contact: await contactOf(tx, consultation.uid) },
    { audience: 'doctor', uid: doctor?.uid ?? '', contact: await contactOf(tx, doctor?.uid ?? null) },
  ];
  // Counted in the patient's centre, which holds every invitation message whatever the channel.
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
  const rows = recipients.flatMap(({ audience, uid, contact }) => {
    if (!uid) return [];
    const messages = (kind: NotificationKind, version: number, data: ConsultationMessageData, dueAt: number) =>
      rowsOf({ kind, audience, uid, contact, subjectId: consultation.id, version, data, dueAt });
    const reminders =
      audience === 'patient' && change !== 'consultationCancelled'
        ? CONSULTATION_REMINDERS.filter(({ beforeMs }) => startsAt - beforeMs > now).flatMap(({ kind, beforeMs }) =>
            messages(kind, startsAt, { startsAt }, startsAt - beforeMs),
          )
        : [];
    return [...messages(change, sequence, { sequence }, now), ...reminders];
  });
  if (rows.length > 0) await tx.insert(notifications).values(rows).onConflictDoNothing();
}

/** What an order's outbox message needs beyond its order's current row. */
export interface OrderMessageData {
  /** A refund message's refund. */
  refundId?: string;
}

/** Queues one message of `kind` to `uid` about `subjectId`; `version` tells apart messages of one kind a subject may get more than once. */
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
  const rows = rowsOf({ ...message, contact: await contactOf(tx, message.uid), dueAt: now });
  await tx.insert(notifications).values(rows).onConflictDoNothing();
}

/**
 * Queues the message of `kind` to the shopper of `order` (as it is after the change). A status
 * message's key has no version: an order reaches each status once, and a paid order cancelled
 * twice over (cancelled, then refunded) is told once; a refund message's key carries its refund's
 * id, and a failed payment's the time it failed.
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
