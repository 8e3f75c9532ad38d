// A list of the notification centre's messages: each links to the page it is about, says when it
// came and whether it is unread, and offers "Mark read" while it is. The bell's short list and the
// dashboard's full one both draw it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { NotificationEntry } from '@domain/contract/notifications';
import { formatIndiaDateTime } from '@domain/indiaTime';
import { NOTIFICATION_CENTRE_MESSAGES as TEXT } from '@domain/messages/notificationCentre';
import { bareList } from '@ui/theme/sx';
import { visuallyHiddenSx } from './stretchedLink';

export function NotificationList({
  items,
  marking,
  onMarkRead,
  onFollow,
}: {
  items: readonly NotificationEntry[];
  /** Whether a "mark read" is under way (the buttons wait for it). */
  marking: boolean;
  onMarkRead: (ids: string[]) => void;
  /** Called when a message's link is followed (the bell closes). */
  onFollow?: () => void;
}) {
  if (items.length === 0) return <Typography color="text.secondary">{TEXT.empty}</Typography>;
  return (
    <Box component="ul" sx={{ ...bareList, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {items.map((item) => (
        <NotificationItem key={item._id} item={item} marking={marking} onMarkRead={onMarkRead} onFollow={onFollow} />
      ))}
    </Box>
  );
}

function NotificationItem({
  item,
  marking,
  onMarkRead,
  onFollow,
}: {
  item: NotificationEntry;
  marking: boolean;
  onMarkRead: (ids: string[]) => void;
  onFollow?: () => void;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: item.read ? 'transparent' : 'action.hover',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component={Link}
          ref={link}
          href={item.link}
          onClick={onFollow}
          sx={{ display: 'block', color: 'text.primary', fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' }}
        >
          {!item.read && <Box component="span" sx={visuallyHiddenSx}>{`${TEXT.unread}: `}</Box>}
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatIndiaDateTime(item.at)}
        </Typography>
      </Box>
      {!item.read && (
        <Button
          size="small"
          disabled={marking}
          onClick={() => {
            // The button goes once the message is read: the keyboard stays on the message.
            link.current?.focus();
            onMarkRead([item._id]);
          }}
          aria-label={`${TEXT.markRead}: ${item.title}`}
          sx={{ flexShrink: 0 }}
        >
          {TEXT.markRead}
        </Button>
      )}
    </Box>
  );
}
