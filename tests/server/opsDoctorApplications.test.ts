// Doctor applications on the desk: listed by status, verified with the outcome of `npm run
// doctor:verify` (the doctor role, a verified doctor record, the profile saying so), rejected with
// a reason the applicant's profile shows, decided once, and each decision in the audit log.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpsDoctorApplication } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { auditLog, doctorApplications, doctors } from '../../server/db/schema';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { opsCall, operatorAccount } from './opsFixtures';
import { bearer, useOrderApp } from './orderFixtures';

const { app, db } = useOrderApp();

let phoneSuffix = 10;
/** A registered user who has applied to be a doctor, and their application's id. */
async function applicant(name: string): Promise<{ account: TestAccount; applicationId: string }> {
  const account = await createAccount(name);
  phoneSuffix += 1;
  const registered = await app().inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(account),
    payload: {
      fullName: name,
      email: `${account.uid.toLowerCase()}@example.com`,
      phone: `98450 600${phoneSuffix}`,
      birthDate: '1985-02-01',
      gender: 'female',
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const filed = await app().inject({
    method: 'POST',
    url: `/api/users/${account.uid}/doctor-application`,
    headers: bearer(account),
  });
  return { account, applicationId: filed.json().data._id as string };
}

const permission = async (account: TestAccount) =>
  (await app().inject({ url: `/api/permission/${account.uid}`, headers: bearer(account) })).json().data as {
    roles: string[];
    application: { status: string; reason?: string | null } | null;
  };

describe('doctor applications on the desk', () => {
  it('lists the pending ones with the applicant, verifies one as the script does, and the profile says so', async () => {
    const operator = await operatorAccount(db(), 'Verifying Operator');
    const { account, applicationId } = await applicant('Dr. Kavya Menon');

    const pending = await opsCall(app(), operator, 'GET', '/ops/doctor-applications?status=pending');
    expect(pending.statusCode, pending.body).toBe(200);
    const listed = (pending.json().data.items as OpsDoctorApplication[]).find((item) => item._id === applicationId);
    expect(listed).toMatchObject({
      status: 'pending',
      applicant: { uid: account.uid, name: 'Dr. Kavya Menon', email: `${account.uid.toLowerCase()}@example.com` },
      reason: null,
      decidedAt: null,
    });

    const verified = await opsCall(app(), operator, 'POST', `/ops/doctor-applications/${applicationId}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ _id: applicationId, status: 'verified' });
    expect(await permission(account)).toMatchObject({ roles: ['doctor'], application: { status: 'verified' } });
    const [doctor] = await db().select().from(doctors).where(eq(doctors.uid, account.uid));
    expect(doctor).toMatchObject({ firstName: 'Kavya', secondName: 'Menon', status: 'verified' });

    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorUid: operator.uid,
      action: 'doctorApplication.verify',
      targetKind: 'doctorApplication',
      targetId: applicationId,
      after: { status: 'verified', uid: account.uid, doctorId: doctor!.id },
    });

    const again = await opsCall(app(), operator, 'POST', `/ops/doctor-applications/${applicationId}/reject`, {
      reason: 'Too late',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPS_MESSAGES.applicationDecided('verified'));
  });

  it('rejects with a reason the applicant’s profile shows; of two operators at once one decides, the other gets 409', async () => {
    const [first, second] = [
      await operatorAccount(db(), 'Rejecting One'),
      await operatorAccount(db(), 'Rejecting Two'),
    ];
    const { account, applicationId } = await applicant('Dr. Arjun Pillai');
    const reason = 'The registration number did not match the state council’s register';
    const results = await Promise.all([
      opsCall(app(), first, 'POST', `/ops/doctor-applications/${applicationId}/reject`, { reason }),
      opsCall(app(), second, 'POST', `/ops/doctor-applications/${applicationId}/verify`),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const decided = await db()
      .select()
      .from(doctorApplications)
      .where(eq(doctorApplications.id, Number(applicationId)));
    const entries = await db().select().from(auditLog).where(eq(auditLog.targetId, applicationId));
    expect(entries).toHaveLength(1);
    if (decided[0]!.status === 'rejected') {
      expect(await permission(account)).toEqual({
        roles: [],
        application: expect.objectContaining({ status: 'rejected', reason }),
      });
      const rejected = await opsCall(app(), first, 'GET', '/ops/doctor-applications?status=rejected');
      expect((rejected.json().data.items as OpsDoctorApplication[]).map((item) => item._id)).toContain(applicationId);
    } else {
      expect((await permission(account)).roles).toEqual(['doctor']);
    }
  });

  it('refuses a missing application, an empty reason and a malformed id, changing nothing', async () => {
    const operator = await operatorAccount(db(), 'Careful Operator');
    const { applicationId } = await applicant('Dr. Sunita Rao');
    const auditBefore = (await db().select().from(auditLog)).length;
    const missing = await opsCall(app(), operator, 'POST', '/ops/doctor-applications/999999/verify');
    expect(missing.statusCode).toBe(404);
    const empty = await opsCall(app(), operator, 'POST', `/ops/doctor-applications/${applicationId}/reject`, {
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect((await opsCall(app(), operator, 'POST', '/ops/doctor-applications/abc/verify')).statusCode).toBe(400);
    expect((await opsCall(app(), operator, 'GET', '/ops/doctor-applications?status=maybe')).statusCode).toBe(400);
    const [row] = await db()
      .select()
      .from(doctorApplications)
      .where(eq(doctorApplications.id, Number(applicationId)));
    expect(row?.status).toBe('pending');
    expect(await db().select().from(auditLog)).toHaveLength(auditBefore);
  });
});
