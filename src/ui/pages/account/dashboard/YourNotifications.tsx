// The dashboard's full notification list: every message of the notification centre, a page at a
// time, newest first, with "Mark all read" for the page shown (which goes once they are read, so
// the keyboard moves to the list's heading first).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { NOTIFICATION_CENTRE_MESSAGES as TEXT } from '@domain/messages/notificationCentre';
import { CENTRE_PAGE_SIZE } from '@domain/notificationCentre';
import { NotificationList } from '@ui/components/NotificationList';
import { NotificationsLoadFailed } from '@ui/components/NotificationsLoadFailed';
import { useServices } from '@ui/services/services';
import { DashboardSection } from './DashboardSection';

export function YourNotifications() {
  const { notificationCentre } = useServices();
  const { items, start, total, markFailed } = useSelector(notificationCentre, (s) => s.context);
  const marking = useSelector(notificationCentre, (s) => s.matches({ signedIn: 'marking' }));
  const failed = useSelector(notificationCentre, (s) => s.matches({ signedIn: 'failed' }));
  const loading = useSelector(notificationCentre, (s) => s.matches({ signedIn: 'loading' }));
  const unreadShown = items.filter((item) => !item.read).map((item) => item._id);
  const page = (to: number) => notificationCentre.send({ type: 'notifications.page', start: to });
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Box id="notifications">
      <DashboardSection id="your-notifications" title={TEXT.heading} headingRef={heading}>
        {failed && <NotificationsLoadFailed />}
        {markFailed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {TEXT.markFailed}
          </Alert>
        )}
        <NotificationList
          items={items}
          marking={marking}
          onMarkRead={(ids) => notificationCentre.send({ type: 'notifications.markRead', ids })}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {unreadShown.length > 1 && (
            <Button
              variant="outlined"
              disabled={marking}
              onClick={() => {
                // The button goes once the page is read: the keyboard stays in the list, on its heading.
                heading.current?.focus();
                notificationCentre.send({ type: 'notifications.markRead', ids: unreadShown });
              }}
            >
              {TEXT.markAllRead}
            </Button>
          )}
          {start > 0 && (
            <Button disabled={loading} onClick={() => page(Math.max(0, start - CENTRE_PAGE_SIZE))}>
              {TEXT.newer}
            </Button>
          )}
          {start + CENTRE_PAGE_SIZE < total && (
            <Button disabled={loading} onClick={() => page(start + CENTRE_PAGE_SIZE)}>
              {TEXT.older}
            </Button>
          )}
        </Box>
      </DashboardSection>
    </Box>
  );
}
