// The notification centre's calls (docs/api.md): a page of the user's messages, and marking some
// read. Each answers the API's result, so the centre's machine branches on its success.
import type { ApiResult } from '@domain/contract/envelope';
import {
  NotificationPageSchema,
  NotificationReadReplySchema,
  type NotificationPage,
  type NotificationReadReply,
} from '@domain/contract/notifications';
import type { ApiClient } from './apiClient';

const segment = encodeURIComponent;

export interface NotificationsApi {
  loadNotifications(request: { uid: string; start: number; limit: number }): Promise<ApiResult<NotificationPage>>;
  markRead(request: { uid: string; ids: string[] }): Promise<ApiResult<NotificationReadReply>>;
}

export function createNotificationsApi(api: ApiClient): NotificationsApi {
  return {
    loadNotifications: ({ uid, start, limit }) =>
      api.read(`/users/${segment(uid)}/notifications`, NotificationPageSchema, { query: { start, limit } }),
    markRead: ({ uid, ids }) =>
      api.post(`/users/${segment(uid)}/notifications/read`, { ids }, NotificationReadReplySchema),
  };
}
