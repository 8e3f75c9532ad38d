// Who is calling: the uid of a valid bearer token (401 without one), and the rule that a
// route naming a uid answers only that uid (403 for anyone else).
import type { FastifyRequest } from 'fastify';
import { PRODUCT_MESSAGES } from '../../src/domain/messages';
import { HttpError } from '../http/errors';
import type { TokenVerifier, VerifiedUser } from './tokens';

const BEARER = /^Bearer ([A-Za-z0-9._-]{20,4096})$/;

export async function requireUser(request: FastifyRequest, verify: TokenVerifier): Promise<VerifiedUser> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match) throw new HttpError(401, PRODUCT_MESSAGES.signInRequired);
  try {
    return await verify(match[1]!);
  } catch (error) {
    request.log.info({ code: (error as { code?: string }).code }, 'rejected bearer token');
    throw new HttpError(401, PRODUCT_MESSAGES.signInRequired);
  }
}

export async function requireSelf(request: FastifyRequest, verify: TokenVerifier, uid: string): Promise<VerifiedUser> {
  const user = await requireUser(request, verify);
  if (user.uid !== uid) throw new HttpError(403, PRODUCT_MESSAGES.notYourAccount);
  return user;
}
