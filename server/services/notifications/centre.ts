// The notification centre's reads and writes: a user's messages that reached their centre (the
// outbox's `app` rows marked sent), newest first, and marking some read. Only the caller's own.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationPage } from '@domain/contract/notifications';
import { notificationLink } from '@domain/notificationCentre';
import type { NotificationKind } from '@domain/notifications';
import type { Db } from '../../db/client';
import { readPage, type PageWindow } from '../../db/page';
import { notifications } from '../../db/schema';

/** The rows the centre shows: the user's `app` messages once sent (a skipped reminder never shows). */
const shownTo = (uid: string) =>
  and(eq(notifications.recipientUid, uid), eq(notifications.channel, 'app'), eq(notifications.status, 'sent'));

async function unreadOf(db: Db, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(shownTo(uid), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, uid: string, window: PageWindow): Promise<NotificationPage> {
  const [page, unread] = await Promise.all([
    readPage(
      db,
      db.select().from(notifications).where(shownTo(uid)).$dynamic(),
      [desc(notifications.sentAt), desc(notifications.id)],
      window,
      (rows) =>
        rows.map((row) => ({
          _id: row.id,
          kind: row.kind as NotificationKind,
          title: row.title ?? '',
          link: notificationLink(row.kind as NotificationKind, row.subjectId),
          at: (row.sentAt ?? row.createdAt).toISOString(),
          read: row.readAt !== null,
        })),
    ),
    unreadOf(db, uid),
  ]);
  return { ...page, unread };
}

/** Marks the user's shown messages among `ids` read (others' and unknown ids are left alone); how many are unread after. */
export async function markNotificationsRead(db: Db, uid: string, ids: readonly string[], now = new Date()) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(shownTo(uid), inArray(notifications.id, [...ids]), isNull(notifications.readAt)));
  return { unread: await unreadOf(db, uid) };
}
