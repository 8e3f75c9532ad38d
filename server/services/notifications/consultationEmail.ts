// A consultation's outbox message made into an email from the consultation (and a refund
// message's refund) as it is now: its words (src/domain/notifications.ts), its layout, and its
// calendar invitation. The facts it is
// made from (consultationNotice) make its text message too (smsMessage.ts).
import { eq } from 'drizzle-orm';
import { meetingRoomUrl, meetsOnline } from '@domain/consultation';
import { doctorTitle } from '@domain/contract/doctors';
import { NOTIFICATION_MESSAGES } from '@domain/messages/notification';
import {
  consultationMessage,
  consultationRefundMessage,
  isConsultationRefundNotification,
  type ConsultationFacts,
  type NotificationKind,
  type RefundFacts,
} from '@domain/notifications';
import { ROUTES } from '@domain/routes';
import { consultations, doctors, users } from '../../db/schema';
import { invitationIcs } from './calendar';
import type { EmailComposer, NoticeReader } from './composing';
import { emailText, layoutEmail } from './emailLayout';
import type { ConsultationMessageData } from './outbox';
import { refundFactsOf } from './refundFacts';

const REMINDERS: NotificationKind[] = ['consultationReminder24h', 'consultationReminder1h'];

/** A consultation's message as it stands now: its kind, data and facts (a refund message's refund too), with the rows the email needs. */
export interface ConsultationNotice {
  kind: NotificationKind;
  data: ConsultationMessageData;
  facts: ConsultationFacts;
  refund: (RefundFacts & { id: string }) | null;
  consultation: typeof consultations.$inferSelect;
  doctorName: string;
  patientName: string;
}

/**
 * The facts of `notice` from its consultation (and a refund message's refund) as they are now, or
 * null when it is no longer wanted: its consultation or refund is gone, or a reminder's
 * consultation is no longer booked at the time the reminder was for. Every channel composes its
 * message from these.
 */
export const consultationNotice: NoticeReader<ConsultationNotice> = async (tx, settings, notice) => {
  const [row] = await tx
    .select({ consultation: consultations, doctor: doctors, patientName: users.fullName })
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .innerJoin(users, eq(users.uid, consultations.uid))
    .where(eq(consultations.id, notice.subjectId));
  if (!row) return null;
  const kind = notice.kind as NotificationKind;
  const data = notice.data as ConsultationMessageData;
  const { consultation, doctor } = row;
  if (
    REMINDERS.includes(kind) &&
    (consultation.status !== 'booked' || consultation.startsAt.getTime() !== data.startsAt)
  )
    return null;
  const online = meetsOnline(consultation.mode);
  const doctorName = doctorTitle(doctor);
  const facts: ConsultationFacts = {
    audience: notice.recipientUid === consultation.uid ? 'patient' : 'doctor',
    patientName: row.patientName,
    doctorName,
    startsAt: consultation.startsAt.toISOString(),
    mode: consultation.mode,
    joinUrl: online ? meetingRoomUrl(settings.meetingBaseUrl, consultation.meetingRoom) : null,
    clinicAddress: online ? null : doctor.clinicAddress,
    consultationsUrl: `${settings.siteOrigin}${ROUTES.consultations.href}`,
  };
  const found = { kind, data, facts, consultation, doctorName, patientName: row.patientName };
  if (!isConsultationRefundNotification(kind)) return { ...found, refund: null };
  const refund = await refundFactsOf(tx, data.refundId);
  return refund && { ...found, refund };
};

/** The email of `notice`, or null when it is no longer wanted (consultationNotice). */
export const consultationEmail: EmailComposer = async (tx, settings, notice, messageId) => {
  const current = await consultationNotice(tx, settings, notice);
  if (!current) return null;
  const { kind, data, facts, refund, consultation, doctorName, patientName } = current;
  if (refund && isConsultationRefundNotification(kind))
    return layoutEmail(consultationRefundMessage(kind, facts, refund), { messageId, to: notice.address });
  const { audience, joinUrl, clinicAddress } = facts;
  const content = consultationMessage(kind, facts);
  const cancelled = kind === 'consultationCancelled';
  const calendar =
    kind === 'consultationBooked' || kind === 'consultationRescheduled' || cancelled
      ? {
          method: cancelled ? ('CANCEL' as const) : ('REQUEST' as const),
          content: invitationIcs({
            uid: `${consultation.id}@${settings.organizer.email.split('@')[1] ?? 'ojas'}`,
            sequence: data.sequence ?? 0,
            method: cancelled ? 'CANCEL' : 'REQUEST',
            startsAt: consultation.startsAt,
            endsAt: consultation.endsAt,
            summary:
              audience === 'patient'
                ? NOTIFICATION_MESSAGES.calendarForPatient(doctorName)
                : NOTIFICATION_MESSAGES.calendarForDoctor(patientName),
            description: emailText(content),
            location: joinUrl ?? clinicAddress,
            url: joinUrl,
            organizer: settings.organizer,
            attendee: { name: audience === 'patient' ? patientName : doctorName, email: notice.address },
          }),
        }
      : null;
  return layoutEmail(content, { messageId, to: notice.address, calendar });
};
