// The bell's opened panel: the newest messages, a failure to load or to mark them read, and the
// way to all of them on the dashboard. It loads with the bell's first opening (and MUI's Popover,
// Modal and transitions with it), so a visitor's first load does not carry it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { NOTIFICATION_CENTRE_MESSAGES as TEXT } from '@domain/messages/notificationCentre';
import { BELL_LIST_SIZE } from '@domain/notificationCentre';
import { ROUTES } from '@domain/routes';
import { useServices } from '../services/services';
import { NotificationList } from './NotificationList';
import { NotificationsLoadFailed } from './NotificationsLoadFailed';

export function NotificationPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { notificationCentre } = useServices();
  const headingId = useId();
  const items = useSelector(notificationCentre, (s) => s.context.items);
  const marking = useSelector(notificationCentre, (s) => s.matches({ signedIn: 'marking' }));
  const failed = useSelector(notificationCentre, (s) => s.matches({ signedIn: 'failed' }));
  const markFailed = useSelector(notificationCentre, (s) => s.context.markFailed);

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 360, maxWidth: 'calc(100vw - 24px)', p: 2 },
        },
      }}
    >
      <Typography component="h2" variant="h6" id={headingId} sx={{ mb: 1.5 }}>
        {TEXT.heading}
      </Typography>
      {failed && items.length === 0 ? (
        <NotificationsLoadFailed />
      ) : (
        <NotificationList
          items={items.slice(0, BELL_LIST_SIZE)}
          marking={marking}
          onMarkRead={(ids) => notificationCentre.send({ type: 'notifications.markRead', ids })}
          onFollow={onClose}
        />
      )}
      {markFailed && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {TEXT.markFailed}
        </Alert>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button component={Link} href={`${ROUTES.dashboard.href}#notifications`} onClick={onClose}>
          {TEXT.seeAll}
        </Button>
      </Box>
    </Popover>
  );
}
