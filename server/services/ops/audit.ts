// The audit log: every operator action, who and when, with the values before and after. Written
// in the transaction of the action; nothing changes or removes an entry (a trigger refuses it).
import { desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditPage } from '@domain/contract/ops';
import type { Db } from '../../db/client';
import { readPage, type PageWindow } from '../../db/page';
import { auditLog, users } from '../../db/schema';

type TargetKind = AuditEntry['target']['kind'];
type Values = Record<string, unknown> | null;

export interface AuditRecord {
  actorUid: string;
  action: AuditAction;
  target: { kind: TargetKind; id: string };
  before: Values;
  after: Values;
}

export async function recordAudit(tx: Pick<Db, 'insert'>, record: AuditRecord, at = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    actorUid: record.actorUid,
    action: record.action,
    targetKind: record.target.kind,
    targetId: record.target.id,
    before: record.before,
    after: record.after,
    at,
  });
}

/** Newest first. */
export async function listAudit(db: Db, window: PageWindow): Promise<AuditPage> {
  return readPage(
    db,
    db
      .select({ entry: auditLog, actorName: users.fullName })
      .from(auditLog)
      .leftJoin(users, eq(users.uid, auditLog.actorUid))
      .$dynamic(),
    [desc(auditLog.at), desc(auditLog.id)],
    window,
    (rows) =>
      rows.map(({ entry, actorName }) => ({
        _id: String(entry.id),
        actor: { uid: entry.actorUid, name: actorName },
        action: entry.action,
        target: { kind: entry.targetKind as TargetKind, _id: entry.targetId },
        before: entry.before as Values,
        after: entry.after as Values,
        at: entry.at.toISOString(),
      })),
  );
}
