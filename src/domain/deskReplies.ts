// How a desk's action answers the operator, written once for every desk: the server's reply
// decides (`replySucceeded`); a success is worded from what the server kept, a refusal is the
// server's own reason, and an action that got no answer says the desk's failure message.
import type { ApiResult } from './contract/envelope';
import type { ToastKind } from './toast';

/** What a desk machine emits for the page to show as a toast. */
export type DeskToast = { type: 'toast'; kind: ToastKind; text: string };

/** A guard: the server did what the desk asked. */
export const replySucceeded = (_: unknown, reply: ApiResult<unknown>): boolean => reply.success;

/** For `emit`: the toast of a reply, `saved` worded from the record kept, or the server's refusal. */
export const replyToast =
  <T>(saved: (data: T) => string) =>
  (_: unknown, reply: ApiResult<T>): DeskToast =>
    reply.success
      ? { type: 'toast', kind: 'success', text: saved(reply.data) }
      : { type: 'toast', kind: 'error', text: reply.message };

/** The toast of an action that got no answer. */
export const failureToast = (text: string): DeskToast => ({ type: 'toast', kind: 'error', text });
