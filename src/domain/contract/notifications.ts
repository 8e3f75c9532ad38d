// The notification centre: the signed-in user's messages as the outbox showed them (newest
// first, paged, with how many are unread), and marking some of them read.
import * as v from 'valibot';
import { NOTIFICATION_KINDS } from '../notifications';
import { IsoDateTimeSchema } from './common';
import { pageFields, pageQuery } from './paging';

/** The most messages one "mark read" call names. */
export const MAX_MARK_READ = 100;

export const NotificationEntrySchema = v.object({
  _id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  /** What it says: its email's subject. */
  title: v.string(),
  /** The page of the site it is about (an order, the consultations, the desk, the profile). */
  link: v.string(),
  /** When it reached the centre. */
  at: IsoDateTimeSchema,
  read: v.boolean(),
});
export type NotificationEntry = v.InferOutput<typeof NotificationEntrySchema>;

export const NotificationListQuerySchema = v.object({ ...pageQuery });
export const NotificationPageSchema = v.object({
  items: v.array(NotificationEntrySchema),
  /** How many of all the user's messages are unread. */
  unread: v.number(),
  ...pageFields,
});
export type NotificationPage = v.InferOutput<typeof NotificationPageSchema>;

export const NotificationReadBodySchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(300, 'ids must be at most 300 characters'))),
    v.minLength(1, 'ids must name at least one message'),
    v.maxLength(MAX_MARK_READ, `ids must name at most ${MAX_MARK_READ} messages`),
  ),
});
export type NotificationReadBody = v.InferOutput<typeof NotificationReadBodySchema>;

export const NotificationReadReplySchema = v.object({ unread: v.number() });
export type NotificationReadReply = v.InferOutput<typeof NotificationReadReplySchema>;
