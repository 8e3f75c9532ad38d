// The contact form's payload: one schema for the form and the server.
import * as v from 'valibot';
import { SITE_MESSAGES } from './messages/site';
import { EmailSchema, IndianPhoneSchema, PersonNameSchema, TextSchema } from './validation';

export const CONTACT_MESSAGE_LIMITS = { min: 10, max: 2000 } as const;

export const ContactMessageSchema = v.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: IndianPhoneSchema,
  message: v.pipe(
    TextSchema,
    v.trim(),
    v.minLength(CONTACT_MESSAGE_LIMITS.min, SITE_MESSAGES.messageTooShort),
    v.maxLength(CONTACT_MESSAGE_LIMITS.max, SITE_MESSAGES.messageTooLong),
  ),
});

export type ContactMessageInput = v.InferInput<typeof ContactMessageSchema>;
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
