// What routes declare alike, said once: the tag a route is listed under and, for a signed-in
// route, the bearer token the guard checks before anything else is read (401 without one, and
// 403 for a caller who is not the owner the config names or lacks its role). The config beside
// the schema says who may call (ownerParam, ownerBody, role), whether a write changes a public
// reply (changesPublicData) and how a public read is kept (publicCache).
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import * as v from 'valibot';
import { UidSchema } from '@domain/contract/common';
import { SIGNED_IN } from '../auth/guard';
import { TAGS } from '../openapi/tags';

/** A reply that is a PDF file (an invoice, a credit note, a packing slip). */
export const PDF = {
  content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
};

const UidParams = v.object({ uid: UidSchema });

type Tag = (typeof TAGS)[keyof typeof TAGS];

/** A route anyone may call, listed under `tag`. */
export function publicRoute<S extends FastifySchema>(tag: Tag, schema: S, config?: FastifyContextConfig) {
  return { schema: { ...schema, tags: [tag] }, ...(config && { config }) };
}

/** A route that answers only a signed-in caller, listed under `tag`. */
export function signedInRoute<S extends FastifySchema>(tag: Tag, schema: S, config?: FastifyContextConfig) {
  return publicRoute(tag, { ...schema, security: SIGNED_IN }, config);
}

/** A route of the operator's desk: a signed-in caller who holds the operator role now. */
export function operatorRoute<S extends FastifySchema>(schema: S, write?: { changesPublicData: boolean }) {
  return signedInRoute(TAGS.ops, schema, { role: 'operator', ...write });
}

/** A route of the user its path's `:uid` names: only that signed-in user may call it. */
export function ownerRoute<S extends FastifySchema>(tag: Tag, schema: S, config?: FastifyContextConfig) {
  return signedInRoute(tag, { ...schema, params: UidParams }, { ...config, ownerParam: 'uid' });
}
