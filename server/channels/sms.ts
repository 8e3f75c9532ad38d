// Text messages out through one provider interface in MSG91's wire format (India's common SMS
// provider; docs/architecture.md, "Messages"): the body of its Flow API
// (POST https://control.msg91.com/api/v5/flow, the `authkey` header, a DLT-approved template
// whose one variable carries our text) and its answer ({ type: 'success', message: request id }
// or { type: 'error', message }). Two providers speak it: MSG91 itself, with real credentials, and
// the sandbox (smsSandbox.ts), which stores the same body in the database instead.
import { DeliveryRefusal } from './refusal';

/** MSG91's Flow API. */
export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';
/** The template variable our text goes in: the template is registered as `##text##` (with any fixed words around it). */
export const MSG91_TEXT_VARIABLE = 'text';
/** The longest a provider call may take before it counts as failed. */
export const SMS_TIMEOUT_MS = 15_000;

/** One recipient of a Flow request: the mobile number as 91XXXXXXXXXX and the template's variables. */
export type Msg91Recipient = { mobiles: string } & Record<string, string>;

/** The body of a Flow API request. */
export interface Msg91FlowRequest {
  template_id: string;
  /** Only when the flow's sender is "FromAPI"; the flow's own sender otherwise. */
  sender?: string;
  /** '0': links are sent as written (our links carry the room or order). */
  short_url: '0' | '1';
  recipients: Msg91Recipient[];
}

/** MSG91's answer to a Flow request. */
export type Msg91Reply = { type: 'success'; message: string } | { type: 'error'; message: string; code?: string };

/** MSG91_AUTH_KEY, MSG91_TEMPLATE_ID and MSG91_SENDER_ID; the sandbox stands in when the key is unset. */
export interface SmsSettings {
  authKey: string | null;
  templateId: string;
  senderId: string | null;
}

/** The SMS provider refused the message for good (an invalid number, a template it does not know). */
export class SmsRefusal extends DeliveryRefusal {}

export interface SmsProvider {
  /**
   * Sends `request` and resolves to the provider's request id. `reference` is our message's key:
   * a provider that can tell (the sandbox) keeps one message per reference.
   */
  send(request: Msg91FlowRequest, reference: string): Promise<string>;
  /** Whether the message with this key was already taken; null when the provider cannot tell. */
  alreadySent(reference: string): Promise<boolean | null>;
}

/** A mobile number as MSG91 takes it: country code and number, digits only (+91 98450 12345 → 919845012345). */
export function msg91Mobile(phone: string): string {
  return phone.replace(/\D/gu, '');
}

/** The Flow request that sends `text` to `phone`. */
export function msg91FlowRequest(settings: Pick<SmsSettings, 'templateId' | 'senderId'>, phone: string, text: string) {
  return {
    template_id: settings.templateId,
    ...(settings.senderId ? { sender: settings.senderId } : {}),
    short_url: '0',
    recipients: [{ mobiles: msg91Mobile(phone), [MSG91_TEXT_VARIABLE]: text }],
  } satisfies Msg91FlowRequest;
}

/** MSG91 itself: the Flow API with the account's auth key. It cannot be asked whether it took a message. */
export function msg91Provider(authKey: string, fetchFn: typeof fetch = fetch): SmsProvider {
  return {
    async send(request) {
      const reply = await fetchFn(MSG91_FLOW_URL, {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      // A server error or a rate limit may pass; anything else it says about the request will not.
      if (reply.status >= 500 || reply.status === 429) throw new Error(`MSG91 answered ${reply.status}`);
      const answer = (await reply.json().catch(() => null)) as Msg91Reply | null;
      if (reply.ok && answer?.type === 'success') return answer.message;
      throw new SmsRefusal(`MSG91 refused the message (${reply.status}): ${answer?.message ?? 'no reason given'}`);
    },
    async alreadySent() {
      return null;
    },
  };
}
