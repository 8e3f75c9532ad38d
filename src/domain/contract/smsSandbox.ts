// The API contract of the SMS sandbox's page: what the sandbox was asked to send, newest first.
import * as v from 'valibot';
import { IsoDateTimeSchema } from './common';

/** The most messages the page lists. */
export const SMS_SANDBOX_PAGE = 100;

export const SandboxSmsSchema = v.object({
  /** The request id the provider answered. */
  id: v.string(),
  /** The mobile number as the provider took it (91XXXXXXXXXX). */
  to: v.string(),
  text: v.string(),
  sentAt: IsoDateTimeSchema,
});
export type SandboxSms = v.InferOutput<typeof SandboxSmsSchema>;
