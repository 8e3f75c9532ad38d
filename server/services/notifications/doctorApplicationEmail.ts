// A doctor application's outbox message made into an email from the application as it is now: a
// verification points the new doctor to their desk, a rejection tells its reason and points to
// the profile, which shows it too.
import { eq } from 'drizzle-orm';
import { doctorApplicationMessage, type DoctorApplicationNotificationKind } from '../../../src/domain/notifications';
import { ROUTES } from '../../../src/domain/routes';
import type { OutgoingEmail } from '../../channels/email';
import type { Queryable } from '../../db/client';
import { doctorApplications, users } from '../../db/schema';
import type { MessageSettings, OutboxNotice } from './consultationEmail';
import { layoutEmail } from './emailLayout';

/** The email of an application's `notice`, or null when its application is gone. */
export async function doctorApplicationEmail(
  tx: Queryable,
  settings: MessageSettings,
  notice: OutboxNotice,
  messageId: string,
): Promise<OutgoingEmail | null> {
  const [row] = await tx
    .select({ reason: doctorApplications.reason, name: users.fullName })
    .from(doctorApplications)
    .innerJoin(users, eq(users.uid, doctorApplications.uid))
    .where(eq(doctorApplications.id, Number(notice.subjectId)));
  if (!row) return null;
  const content = doctorApplicationMessage(notice.kind as DoctorApplicationNotificationKind, {
    applicantName: row.name,
    reason: row.reason,
    deskUrl: `${settings.siteOrigin}${ROUTES.desk.href}`,
    profileUrl: `${settings.siteOrigin}${ROUTES.dashboard.href}`,
  });
  return layoutEmail(content, { messageId, to: notice.address });
}
