// The navbar's bell (desktop and the phone's bar) for a signed-in user: the unread count on it and
// in its name; opened, it shows the newest messages (NotificationPopover, loaded on the first
// opening). It renders the notification centre's state and sends it events.
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { NOTIFICATION_CENTRE_MESSAGES as TEXT } from '@domain/messages/notificationCentre';
import { useSignedInUid } from '../hooks/useSignInKnown';
import { useServices } from '../services/services';

const NotificationPopover = lazy(() =>
  import('./NotificationPopover').then(({ NotificationPopover }) => ({ default: NotificationPopover })),
);

export function NotificationBell() {
  const { notificationCentre } = useServices();
  const signedIn = useSignedInUid() !== null;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted once opened, so it can play its closing transition.
  const [opened, setOpened] = useState(false);
  if (anchor !== null && !opened) setOpened(true);
  const unread = useSelector(notificationCentre, (s) => s.context.unread);
  if (!signedIn) return null;

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
      {opened && (
        <Suspense fallback={null}>
          <NotificationPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
