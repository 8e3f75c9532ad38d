// Which SMS provider the server sends through: MSG91 with MSG91_AUTH_KEY, the sandbox otherwise.
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { msg91Provider, type SmsProvider } from './sms';
import { SandboxSmsProvider } from './smsSandbox';

/** The sandbox keeps what it was asked to send in `db`, the server's own database. */
export function createSmsProvider(config: Pick<ServerConfig, 'sms'>, db: Db): SmsProvider {
  return config.sms.authKey ? msg91Provider(config.sms.authKey) : new SandboxSmsProvider(db);
}
