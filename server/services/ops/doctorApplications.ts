// Doctor applications on the operator's desk: listed by status with the applicant's details,
// verified (the same service as `npm run doctor:verify`) or rejected with a reason the applicant's
// profile shows and their email tells. Only a pending application can be decided; of two
// operators at once, one does.
import { and, desc, eq } from 'drizzle-orm';
import { FAILURE_CODES } from '@domain/contract/envelope';
import type { OpsDoctorApplication, OpsDoctorApplicationPage } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { Db } from '../../db/client';
import { readPage, type PageWindow } from '../../db/page';
import { doctorApplications, users } from '../../db/schema';
import { verifyDoctorApplication } from '../doctorVerification';
import { queueDoctorApplicationMessage } from '../notifications/outbox';
import { outcomeOf, refuse, refuseMissing, type Outcome, type Refused } from '../refusal';
import type { OperatorAction, OperatorTarget } from './action';
import { recordAudit } from './audit';

type ApplicationStatus = OpsDoctorApplication['status'];

export interface ApplicationListQuery extends PageWindow {
  status?: ApplicationStatus;
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
  { status, ...window }: ApplicationListQuery,
): Promise<OpsDoctorApplicationPage> {
  return readPage(
    db,
    db
      .select(applicationColumns)
      .from(doctorApplications)
      .leftJoin(users, eq(users.uid, doctorApplications.uid))
      .where(status ? eq(doctorApplications.status, status) : undefined)
      .$dynamic(),
    [desc(doctorApplications.createdAt), desc(doctorApplications.id)],
    window,
    (rows) => rows.map(toOpsApplication),
  );
}

export async function readDoctorApplication(db: Db, id: number): Promise<OpsDoctorApplication | undefined> {
  const [row] = await db
    .select(applicationColumns)
    .from(doctorApplications)
    .leftJoin(users, eq(users.uid, doctorApplications.uid))
    .where(eq(doctorApplications.id, id));
  return row && toOpsApplication(row);
}

/** The refusal for an application that is missing or no longer pending (decided by another operator, or the script). */
async function undecidable(db: Db, id: number): Promise<Refused> {
  const application = await readDoctorApplication(db, id);
  return application
    ? refuse(FAILURE_CODES.conflict, OPS_MESSAGES.applicationDecided(application.status))
    : refuseMissing('Doctor application');
}

export async function verifyApplication(
  db: Db,
  { actorUid: operatorUid, id: idParam }: OperatorTarget,
): Promise<Outcome<OpsDoctorApplication>> {
  const id = Number(idParam);
  return outcomeOf(async () => {
    const outcome = await verifyDoctorApplication(db, String(id), operatorUid);
    if (outcome.kind === 'noPendingApplication') throw await undecidable(db, id);
    if (outcome.kind === 'notRegistered') throw refuse(FAILURE_CODES.notFound, SITE_MESSAGES.notRegistered);
    return (await readDoctorApplication(db, id))!;
  });
}

export async function rejectApplication(
  db: Db,
  { actorUid: operatorUid, id: idParam, body: { reason } }: OperatorAction<{ reason: string }>,
): Promise<Outcome<OpsDoctorApplication>> {
  const id = Number(idParam);
  return outcomeOf(async () => {
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
    if (!rejected) throw await undecidable(db, id);
    return (await readDoctorApplication(db, id))!;
  });
}
