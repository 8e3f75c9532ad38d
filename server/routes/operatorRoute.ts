// What every /ops route declares alike: the desk's tag, a signed-in caller holding the operator
// role (the guard checks it before anything else is read) and, for a write, whether its success
// changes a public reply (the public cache empties then).
import type { FastifySchema } from 'fastify';
import { SIGNED_IN } from '../auth/guard';
import { TAGS } from '../openapi/tags';

export function operatorRoute<S extends FastifySchema>(schema: S, write?: { changesPublicData: boolean }) {
  return {
    schema: { ...schema, tags: [TAGS.ops], security: SIGNED_IN },
    config: { role: 'operator' as const, ...write },
  };
}
