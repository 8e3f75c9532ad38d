// The SPA's runtime configuration comes from the server that serves it.
import { ofetch } from 'ofetch';
import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@domain/contract/config';
import { successOf } from '@domain/contract/envelope';

export const RUNTIME_CONFIG_PATH = '/api/config';

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const reply = v.parse(
    successOf(RuntimeConfigSchema),
    await ofetch(RUNTIME_CONFIG_PATH, { retry: 2, retryDelay: 500 }),
  );
  return reply.data;
}
