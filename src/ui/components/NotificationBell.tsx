// The navbar's bell (desktop and the phone's bar) for a signed-in user: the unread count on it and
// in its name, and a short list of the newest messages when opened, with the way to all of them on
// the dashboard. It renders the notification centre's state and sends it events.
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { NOTIFICATION_CENTRE_MESSAGES as TEXT } from '@domain/messages/notificationCentre';
import { BELL_LIST_SIZE } from '@domain/notificationCentre';
import { ROUTES } from '@domain/routes';
import { useSignedInUid } from '../hooks/useSignInKnown';
import { useServices } from '../services/services';
import { NotificationList } from './NotificationList';
import { NotificationsLoadFailed } from './NotificationsLoadFailed';

export function NotificationBell() {
  const { notificationCentre } = useServices();
  const signedIn = useSignedInUid() !== null;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const unread = useSelector(notificationCentre, (s) => s.context.unread);
  const items = useSelector(notificationCentre, (s) => s.context.items);
  const marking = useSelector(notificationCentre, (s) => s.matches({ signedIn: 'marking' }));
  const failed = useSelector(notificationCentre, (s) => s.matches({ signedIn: 'failed' }));
  const markFailed = useSelector(notificationCentre, (s) => s.context.markFailed);
  if (!signedIn) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={TEXT.bell(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          notificationCentre.send({ type: 'notifications.page', start: 0 });
        }}
      >
        <Badge badgeContent={unread} color="secondary">
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
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
            onFollow={close}
          />
        )}
        {markFailed && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {TEXT.markFailed}
          </Alert>
        )}
        <Box sx={{ mt: 1.5 }}>
          <Button component={Link} href={`${ROUTES.dashboard.href}#notifications`} onClick={close}>
            {TEXT.seeAll}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
