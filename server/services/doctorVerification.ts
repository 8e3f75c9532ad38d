// A pending doctor application is verified (by `npm run doctor:verify` on the server's shell, or
// an operator on the desk): the application is marked verified, the user gets the doctor role,
// and their doctor record (created from their profile when they have none) is verified and
// linked to their uid, so the doctor's desk opens for them. An operator's verification is written
// to the audit log, and the applicant's email that they are verified to the outbox, in the same
// transaction.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { doctorApplications, doctors, userRoles, users } from '../db/schema';
import { imageKeys } from '../db/seed/imageKeys';
import { queueDoctorApplicationMessage } from './notifications/outbox';
import { recordAudit } from './ops/audit';

export type VerificationOutcome =
  | { kind: 'verified'; applicationId: number; uid: string; doctorId: string }
  | { kind: 'noPendingApplication' }
  | { kind: 'notRegistered'; uid: string };

/** A new doctor's fee and hours until they set their own from the desk. */
const NEW_DOCTOR = { appointmentPaise: 50_000, slotMinutes: 30 } as const;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'doctor';

/** "Dr. Asha Rao" → ["Asha", "Rao"]: the display name carries the 'Dr.' prefix after applying. */
function splitName(fullName: string): [string, string] {
  const [first = '', ...rest] = fullName
    .replace(/^\s*Dr\.?\s+/i, '')
    .trim()
    .split(/\s+/);
  return [first, rest.join(' ')];
}

/** Verifies the pending application with this id, or of this uid; `operatorUid` when an operator does it. */
export async function verifyDoctorApplication(
  db: Db,
  applicationIdOrUid: string,
  operatorUid?: string,
): Promise<VerificationOutcome> {
  const byId = /^\d{1,9}$/.test(applicationIdOrUid);
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(doctorApplications)
      .where(
        and(
          byId ? eq(doctorApplications.id, Number(applicationIdOrUid)) : eq(doctorApplications.uid, applicationIdOrUid),
          eq(doctorApplications.status, 'pending'),
        ),
      )
      // Locked, so an operator's rejection at the same moment waits and finds it decided (or wins first).
      .for('update');
    if (!application) return { kind: 'noPendingApplication' };
    const [user] = await tx.select().from(users).where(eq(users.uid, application.uid));
    if (!user) return { kind: 'notRegistered', uid: application.uid };
    await tx
      .update(doctorApplications)
      .set({ status: 'verified', decidedAt: new Date() })
      .where(eq(doctorApplications.id, application.id));
    await tx.insert(userRoles).values({ uid: user.uid, role: 'doctor' }).onConflictDoNothing();
    const [linked] = await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.uid, user.uid));
    let doctorId = linked?.id;
    if (doctorId) {
      await tx.update(doctors).set({ status: 'verified' }).where(eq(doctors.id, doctorId));
    } else {
      const [firstName, secondName] = splitName(user.fullName);
      doctorId = `${slugOf(`${firstName} ${secondName}`)}-${randomBytes(3).toString('hex')}`;
      await tx.insert(doctors).values({
        id: doctorId,
        uid: user.uid,
        firstName,
        secondName,
        gender: user.gender,
        qualifications: '',
        specialization: [],
        languages: [],
        experienceYears: 0,
        appointmentPaise: NEW_DOCTOR.appointmentPaise,
        city: '',
        region: '',
        bio: '',
        status: 'verified',
        slotMinutes: NEW_DOCTOR.slotMinutes,
        photoKey: user.photoKey ?? imageKeys.doctor(doctorId),
      });
    }
    await queueDoctorApplicationMessage(tx, application, 'doctorApplicationVerified', Date.now());
    if (operatorUid)
      await recordAudit(tx, {
        actorUid: operatorUid,
        action: 'doctorApplication.verify',
        target: { kind: 'doctorApplication', id: String(application.id) },
        before: { status: application.status, uid: user.uid },
        after: { status: 'verified', uid: user.uid, doctorId },
      });
    return { kind: 'verified', applicationId: application.id, uid: user.uid, doctorId };
  });
}
