// A doctor application's outbox message made into an email from the application as it is now: a
// verification points the new doctor to their desk, a rejection tells its reason and points to
// the profile, which shows it too. The facts it is made from (doctorApplicationNotice) make its
// text message too (smsMessage.ts).
import { eq } from 'drizzle-orm';
import {
  doctorApplicationMessage,
  type DoctorApplicationFacts,
  type DoctorApplicationNotificationKind,
} from '@domain/notifications';
import { ROUTES } from '@domain/routes';
import { doctorApplications, users } from '../../db/schema';
import type { EmailComposer, NoticeReader } from './composing';
import { layoutEmail } from './emailLayout';

/** A doctor application's message as it stands now: its kind and facts. */
export interface DoctorApplicationNotice {
  kind: DoctorApplicationNotificationKind;
  facts: DoctorApplicationFacts;
}

/** The facts of an application's `notice` from the application as it is now, or null when it is gone. */
export const doctorApplicationNotice: NoticeReader<DoctorApplicationNotice> = async (tx, settings, notice) => {
  const [row] = await tx
    .select({ reason: doctorApplications.reason, name: users.fullName })
    .from(doctorApplications)
    .innerJoin(users, eq(users.uid, doctorApplications.uid))
    .where(eq(doctorApplications.id, Number(notice.subjectId)));
  if (!row) return null;
  return {
    kind: notice.kind as DoctorApplicationNotificationKind,
    facts: {
      applicantName: row.name,
      reason: row.reason,
      deskUrl: `${settings.siteOrigin}${ROUTES.desk.href}`,
      profileUrl: `${settings.siteOrigin}${ROUTES.dashboard.href}`,
    },
  };
};

/** The email of an application's `notice`, or null when its application is gone. */
export const doctorApplicationEmail: EmailComposer = async (tx, settings, notice, messageId) => {
  const current = await doctorApplicationNotice(tx, settings, notice);
  return (
    current && layoutEmail(doctorApplicationMessage(current.kind, current.facts), { messageId, to: notice.address })
  );
};
