// Who is calling. A route whose documented `security` asks for the bearer token gets it checked
// before anything else (401 without a valid one; 503 with Retry-After when the sign-in service
// cannot be asked, so a shopper is not told to sign in again over a network blip), so the
// document and the server cannot disagree; a route that names its owner's uid in a path param
// (config.ownerParam) answers only that uid (403 for anyone else), and so does a route that
// names it in a body field (config.ownerBody), and one that asks for a role (config.role) answers
// only a caller who holds it in the database now, read on every request, so a revoked role is
// refused at once (403). Their replies are never cached.
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Role } from '@domain/account';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { SITE_MESSAGES } from '@domain/messages/site';
import { HttpError } from '../http/errors';
import { IdentityUnavailableError, type TokenVerifier, type VerifiedUser } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller on a signed-in route; null elsewhere. */
    user: VerifiedUser | null;
  }
  interface FastifyContextConfig {
    /** The path param holding the uid this route belongs to. */
    ownerParam?: string;
    /** The body field holding the uid this route belongs to (checked after the body is validated). */
    ownerBody?: string;
    /** The role the caller must hold (checked before the request is read further). */
    role?: Role;
  }
}

/** Whether the user holds the role now. */
export type RoleCheck = (uid: string, role: Role) => Promise<boolean>;

export const BEARER_SCHEME = 'bearerToken';

/** The `security` of a route that needs a signed-in user. */
export const SIGNED_IN = [{ [BEARER_SCHEME]: [] }];

const BEARER = /^Bearer ([A-Za-z0-9._-]{20,4096})$/;
/** How soon to ask again when the sign-in service did not answer. */
const IDENTITY_RETRY_AFTER_SECONDS = 2;

function needsToken(schema: FastifySchema | undefined): boolean {
  return Boolean(schema?.security?.some((requirement) => BEARER_SCHEME in requirement));
}

function authenticate(verify: TokenVerifier): onRequestHookHandler {
  return async (request, reply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new HttpError(401, SITE_MESSAGES.signInRequired);
    try {
      request.user = await verify(match[1]!);
    } catch (error) {
      if (error instanceof IdentityUnavailableError) {
        request.log.warn({ err: error }, 'the sign-in service did not answer');
        reply.header('retry-after', String(IDENTITY_RETRY_AFTER_SECONDS));
        throw new HttpError(503, SITE_MESSAGES.signInCheckUnavailable, FAILURE_CODES.identityUnavailable);
      }
      request.log.info({ code: (error as { code?: string }).code }, 'rejected bearer token');
      throw new HttpError(401, SITE_MESSAGES.signInRequired);
    }
  };
}

function roleHolderOnly(role: Role, holdsRole: RoleCheck): onRequestHookHandler {
  return async (request) => {
    if (!(await holdsRole(signedInUser(request).uid, role))) throw new HttpError(403, SITE_MESSAGES.roleRequired);
  };
}

function ownerOnly(read: (request: FastifyRequest) => unknown): preHandlerHookHandler {
  return async (request) => {
    if (read(request) !== request.user?.uid) throw new HttpError(403, SITE_MESSAGES.notYourAccount);
  };
}

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;

/** A reply about one person's account is never kept by a browser or a shared cache. */
const noStore: onRequestHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

/**
 * Adds the token check to every signed-in route registered after it, before anything else is
 * read; the owner check follows validation, so a malformed uid is named as such (400).
 */
export function guardSignedInRoutes(app: FastifyInstance, verify: TokenVerifier, holdsRole: RoleCheck): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (!needsToken(route.schema)) return;
    const { ownerParam, ownerBody, role } = route.config ?? {};
    route.onRequest = [
      noStore,
      authenticate(verify),
      ...(role ? [roleHolderOnly(role, holdsRole)] : []),
      ...(route.onRequest ? [route.onRequest].flat() : []),
    ];
    const owners = [
      ...(ownerParam ? [ownerOnly((request) => fieldOf(request.params, ownerParam))] : []),
      ...(ownerBody ? [ownerOnly((request) => fieldOf(request.body, ownerBody))] : []),
    ];
    if (owners.length) route.preHandler = [...owners, ...(route.preHandler ? [route.preHandler].flat() : [])];
  });
}

/** The caller of a signed-in route. */
export function signedInUser(request: FastifyRequest): VerifiedUser {
  if (!request.user) throw new Error(`${request.method} ${request.url} is not a signed-in route`);
  return request.user;
}
