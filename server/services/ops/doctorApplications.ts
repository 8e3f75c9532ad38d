// Doctor applications on the operator's desk: listed by status with the applicant's details,
// verified (the same service as `npm run doctor:verify`) or rejected with a reason the applicant's
// profile shows and their email tells. Only a pending application can be decided; of two
// operators at once, one does.
import { and, count, desc, eq } from 'drizzle-orm';
import type { OpsDoctorApplication, OpsDoctorApplicationPage } from '@domain/contract/ops';
import type { Db } from '../../db/client';
import { doctorApplications, users } from '../../db/schema';
import { verifyDoctorApplication } from '../doctorVerification';
import { queueDoctorApplicationMessage } from '../notifications/outbox';
import { recordAudit } from './audit';

type ApplicationStatus = OpsDoctorApplication['status'];

export interface ApplicationListQuery {
  status?: ApplicationStatus;
  start: number;
  limit: number;
}

const applicationColumns = {
  application: doctorApplications,
  name: users.fullName,
  phone: users.phone,
  email: users.email,
};

function toOpsApplication(row: {
  application: typeof doctorApplications.$inferSelect;
  name: string | null;
  phone: string | null;
  email: string | null;
}): OpsDoctorApplication {
  const { application } = row;
  return {
    _id: String(application.id),
    status: application.status,
    applicant: { uid: application.uid, name: row.name ?? '', phone: row.phone ?? '', email: row.email ?? '' },
    reason: application.reason,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
  };
}

/** Newest first. */
export async function listDoctorApplications(
  db: Db,
  { status, start, limit }: ApplicationListQuery,
): Promise<OpsDoctorApplicationPage> {
  const where = status ? eq(doctorApplications.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(applicationColumns)
      .from(doctorApplications)
      .leftJoin(users, eq(users.uid, doctorApplications.uid))
      .where(where)
      .orderBy(desc(doctorApplications.createdAt), desc(doctorApplications.id))
      .offset(start)
      .limit(limit),
    db.select({ n: count() }).from(doctorApplications).where(where),
  ]);
  return { items: rows.map(toOpsApplication), total: total?.n ?? 0, start, limit };
}

export async function readDoctorApplication(db: Db, id: number): Promise<OpsDoctorApplication | undefined> {
  const [row] = await db
    .select(applicationColumns)
    .from(doctorApplications)
    .leftJoin(users, eq(users.uid, doctorApplications.uid))
    .where(eq(doctorApplications.id, id));
  return row && toOpsApplication(row);
}

export type DecisionOutcome =
  | { kind: 'decided'; application: OpsDoctorApplication }
  | { kind: 'notFound' }
  /** Decided already (by another operator, or the script): its status now. */
  | { kind: 'alreadyDecided'; status: ApplicationStatus }
  | { kind: 'notRegistered' };

/** The outcome for an application that is missing or no longer pending. */
async function undecidable(db: Db, id: number): Promise<DecisionOutcome> {
  const application = await readDoctorApplication(db, id);
  return application ? { kind: 'alreadyDecided', status: application.status } : { kind: 'notFound' };
}

export async function verifyApplication(db: Db, operatorUid: string, id: number): Promise<DecisionOutcome> {
  const outcome = await verifyDoctorApplication(db, String(id), operatorUid);
  if (outcome.kind === 'noPendingApplication') return undecidable(db, id);
  if (outcome.kind === 'notRegistered') return { kind: 'notRegistered' };
  return { kind: 'decided', application: (await readDoctorApplication(db, id))! };
}

export async function rejectApplication(
  db: Db,
  operatorUid: string,
  id: number,
  reason: string,
): Promise<DecisionOutcome> {
  const rejected = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(doctorApplications)
      .set({ status: 'rejected', reason, decidedAt: new Date() })
      .where(and(eq(doctorApplications.id, id), eq(doctorApplications.status, 'pending')))
      .returning();
    if (!row) return false;
    await recordAudit(tx, {
      actorUid: operatorUid,
      action: 'doctorApplication.reject',
      target: { kind: 'doctorApplication', id: String(id) },
      before: { status: 'pending', uid: row.uid },
      after: { status: 'rejected', uid: row.uid, reason },
    });
    await queueDoctorApplicationMessage(tx, row, 'doctorApplicationRejected', Date.now());
    return true;
  });
  if (!rejected) return undecidable(db, id);
  return { kind: 'decided', application: (await readDoctorApplication(db, id))! };
}
