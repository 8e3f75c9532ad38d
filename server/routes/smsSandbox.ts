// The SMS sandbox's messages, newest first: only when text messages go to the sandbox (no
// MSG91_AUTH_KEY), and only for an operator, since they carry people's numbers and orders.
import * as v from 'valibot';
import { SandboxSmsSchema, SMS_SANDBOX_PAGE } from '@domain/contract/smsSandbox';
import type { SmsProvider } from '../channels/sms';
import { SandboxSmsProvider } from '../channels/smsSandbox';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { operatorRoute } from './declare';

export function smsSandboxRoutes(app: ValibotApp, provider: SmsProvider): void {
  if (!(provider instanceof SandboxSmsProvider)) return;
  app.get(
    '/sandbox/sms',
    operatorRoute({
      summary: 'What the SMS sandbox was asked to send (MSG91 Flow requests), newest first',
      description: `At most ${SMS_SANDBOX_PAGE} messages. Exists only while text messages go to the sandbox (MSG91_AUTH_KEY unset).`,
      response: replies({ 200: v.array(SandboxSmsSchema) }, [401, 403]),
    }),
    async () => ok(await provider.messages(SMS_SANDBOX_PAGE)),
  );
}
