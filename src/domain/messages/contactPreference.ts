// How a person wants to hear from us.
import type { ContactPreference } from '../contactPreferences';

export const CONTACT_PREFERENCE_MESSAGES = {
  legend: 'Messages and reminders by',
  labels: {
    email: 'Email',
    sms: 'Text message (SMS)',
    none: 'No reminders',
  } satisfies Record<ContactPreference, string>,
  /** Under the choices: what "none" leaves. */
  transactional:
    'Order, payment and consultation messages always reach you by one channel; "No reminders" stops the reminders before a consultation.',
  noEmail: 'Your profile has no email address, so we reach you by text message only.',
} as const;
