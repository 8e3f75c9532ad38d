// The notification centre on the site: where each message leads, and the centre's own words. The
// messages themselves are the outbox's (notifications.ts); the centre lists those that reached it.
import { isDoctorApplicationNotification, isOrderNotification, type NotificationKind } from './notifications';
import { ROUTES } from './routes';

/** The page a message is about: its order, the consultations, or (for an application's decision) the desk or the profile. */
export function notificationLink(kind: NotificationKind, subjectId: string): string {
  if (isOrderNotification(kind)) return ROUTES.order.href(subjectId);
  if (isDoctorApplicationNotification(kind))
    return kind === 'doctorApplicationVerified' ? ROUTES.desk.href : ROUTES.dashboard.href;
  return ROUTES.consultations.href;
}

/** How many messages the bell's list shows; the dashboard pages through all of them. */
export const BELL_LIST_SIZE = 5;
/** How many messages a page of the dashboard's list shows. */
export const CENTRE_PAGE_SIZE = 10;
/** How often the bell asks again while the site is open, so a message that just arrived shows. */
export const CENTRE_REFRESH_MS = 15_000;
