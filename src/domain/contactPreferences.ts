// How a person wants to hear from us outside the site, and the rule that picks a message's
// channel from it: the channel they prefer when we can reach them there, else the other one.
// "None" silences reminders only: order, payment and consultation messages are transactional
// and always go by one channel we can reach them on.

/** The channels a message can go by. */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** How a person wants to hear from us: by email, by text message, or (for reminders) not at all. */
export const CONTACT_PREFERENCES = ['email', 'sms', 'none'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** What a new account, and every account from before preferences, gets. */
export const DEFAULT_CONTACT_PREFERENCE: ContactPreference = 'email';

/** Where a person can be reached: an email address, a mobile number. */
export interface Reachability {
  email: boolean;
  sms: boolean;
}

/**
 * The channels a message goes by: none for a reminder to someone who wants none; otherwise
 * their preferred channel when they can be reached there, else the other one when they can be
 * reached there, else none (nowhere to send it).
 */
export function messageChannels({
  reminder,
  preference,
  reachable,
}: {
  reminder: boolean;
  preference: ContactPreference;
  reachable: Reachability;
}): NotificationChannel[] {
  if (reminder && preference === 'none') return [];
  const order: readonly NotificationChannel[] = preference === 'sms' ? ['sms', 'email'] : ['email', 'sms'];
  const channel = order.find((candidate) => reachable[candidate]);
  return channel ? [channel] : [];
}

/** The choices the profile offers someone reachable as `reachable`: email only when they have an address. */
export function contactPreferenceChoices(reachable: Pick<Reachability, 'email'>): ContactPreference[] {
  return CONTACT_PREFERENCES.filter((choice) => choice !== 'email' || reachable.email);
}

/** The choice the profile shows: the preference, or text messages when it is email and there is no address. */
export function shownContactPreference(preference: ContactPreference, reachable: Pick<Reachability, 'email'>) {
  return contactPreferenceChoices(reachable).includes(preference) ? preference : 'sms';
}
