// The notification centre's own words: the bell, its list and the dashboard's list.
export const NOTIFICATION_CENTRE_MESSAGES = {
  heading: 'Notifications',
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  empty: 'No notifications yet. Order updates, consultation reminders and refunds show here.',
  loadFailed: 'Your notifications could not be loaded.',
  markFailed: 'That could not be marked read. Please try again.',
  tryAgain: 'Try again',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  unread: 'Unread',
  seeAll: 'See all notifications',
  newer: 'Newer',
  older: 'Older',
} as const;
