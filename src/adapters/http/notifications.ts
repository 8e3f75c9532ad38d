// The notification centre's calls (docs/api.md): a page of the user's messages, and marking some
// read. Both reject when they fail, so the centre's machine can say so.
import {
  NotificationPageSchema,
  NotificationReadReplySchema,
  type NotificationPage,
  type NotificationReadReply,
} from '@domain/contract/notifications';
import type { ApiClient } from './apiClient';
import { required, succeeded } from './replies';

const segment = encodeURIComponent;

export interface NotificationsApi {
  loadNotifications(request: { uid: string; start: number; limit: number }): Promise<NotificationPage>;
  markRead(request: { uid: string; ids: string[] }): Promise<NotificationReadReply>;
}

export function createNotificationsApi(api: ApiClient): NotificationsApi {
  return {
    loadNotifications: async ({ uid, start, limit }) =>
      required(
        await api.get(`/users/${segment(uid)}/notifications`, NotificationPageSchema, { query: { start, limit } }),
        'Your notifications',
      ),
    markRead: async ({ uid, ids }) =>
      succeeded(await api.post(`/users/${segment(uid)}/notifications/read`, { ids }, NotificationReadReplySchema)),
  };
}
