// The signed-in user's notification centre (owner only): their messages, and marking them read.
import * as v from 'valibot';
import { UidSchema } from '@domain/contract/common';
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationReadBodySchema,
  NotificationReadReplySchema,
} from '@domain/contract/notifications';
import type { Db } from '../db/client';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { listNotifications, markNotificationsRead } from '../services/notifications/centre';
import { signedInRoute } from './declare';

const UidParams = v.object({ uid: UidSchema });

export function notificationRoutes(app: ValibotApp, db: Db): void {
  app.get(
    '/users/:uid/notifications',
    signedInRoute(
      TAGS.notifications,
      {
        summary: "The signed-in user's notifications, newest first, paged, with how many are unread",
        params: UidParams,
        querystring: NotificationListQuerySchema,
        response: replies({ 200: NotificationPageSchema }, [400, 401, 403]),
      },
      { ownerParam: 'uid' },
    ),
    async (request) => ok(await listNotifications(db, request.params.uid, request.query)),
  );

  app.post(
    '/users/:uid/notifications/read',
    signedInRoute(
      TAGS.notifications,
      {
        summary: "Marks the named notifications of the signed-in user read (others' ids change nothing)",
        params: UidParams,
        body: NotificationReadBodySchema,
        response: replies({ 200: NotificationReadReplySchema }, [400, 401, 403]),
      },
      { ownerParam: 'uid', changesPublicData: false },
    ),
    async (request) => ok(await markNotificationsRead(db, request.params.uid, request.body.ids)),
  );
}
