// The SMS sandbox: MSG91's wire format without MSG91. It takes the Flow request MSG91 would get,
// keeps it in the database (sandbox_sms) under a request id in MSG91's shape, and answers as MSG91
// does; its page lists what it was asked to send. Nothing leaves the machine.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { SandboxSms } from '@domain/contract/smsSandbox';
import type { Db } from '../db/client';
import { sandboxSms } from '../db/schema';
import { MSG91_TEXT_VARIABLE, SmsRefusal, type Msg91FlowRequest, type SmsProvider } from './sms';

/** MSG91 refuses a request without a template or a recipient's number; so does the sandbox. */
function refusalOf(request: Msg91FlowRequest): string | null {
  if (!request.template_id) return 'template_id is missing';
  if (request.recipients.length === 0) return 'recipients is empty';
  if (request.recipients.some((recipient) => !/^\d{10,15}$/.test(recipient.mobiles)))
    return 'a mobile number is not in international format';
  return null;
}

export class SandboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(request: Msg91FlowRequest, reference: string): Promise<string> {
    const refusal = refusalOf(request);
    if (refusal) throw new SmsRefusal(`the SMS sandbox refused the message: ${refusal}`);
    const [stored] = await this.db
      .insert(sandboxSms)
      .values({ id: randomBytes(12).toString('hex'), reference, request })
      .onConflictDoNothing({ target: sandboxSms.reference })
      .returning({ id: sandboxSms.id });
    if (stored) return stored.id;
    const [earlier] = await this.db
      .select({ id: sandboxSms.id })
      .from(sandboxSms)
      .where(eq(sandboxSms.reference, reference));
    return earlier!.id;
  }

  async alreadySent(reference: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sandboxSms.id })
      .from(sandboxSms)
      .where(eq(sandboxSms.reference, reference));
    return row !== undefined;
  }

  /** What the sandbox was asked to send, newest first: one entry a recipient. */
  async messages(limit: number): Promise<SandboxSms[]> {
    const rows = await this.db
      .select()
      .from(sandboxSms)
      .orderBy(desc(sandboxSms.createdAt), desc(sandboxSms.id))
      .limit(limit);
    return rows.flatMap((row) =>
      (row.request as Msg91FlowRequest).recipients.map((recipient) => ({
        id: row.id,
        to: recipient.mobiles,
        text: recipient[MSG91_TEXT_VARIABLE] ?? '',
        sentAt: row.createdAt.toISOString(),
      })),
    );
  }
}
