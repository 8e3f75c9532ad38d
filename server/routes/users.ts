// Accounts on our backend. Every route that names a uid answers only that uid's token.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ProfileUpdateSchema, RegistrationSchema, UPLOAD_LIMITS } from '../../src/domain/account';
import { PRODUCT_MESSAGES } from '../../src/domain/messages';
import { requireSelf, requireUser } from '../auth/guard';
import type { TokenVerifier } from '../auth/tokens';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { ok } from '../http/reply';
import { parseInput } from '../http/validate';
import {
  acceptUpload,
  applyAsDoctor,
  getPermission,
  getUserRecord,
  issueUploadTicket,
  registerUser,
  updateProfile,
} from '../services/users';

const UidParams = v.object({ uid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'uid is not valid')) });
const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'id is not valid')) });
const TicketParams = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/, PRODUCT_MESSAGES.uploadLinkInvalid)),
});

export function userRoutes(app: FastifyInstance, db: Db, verify: TokenVerifier): void {
  app.get('/users/:uid', async (request) => {
    const { uid } = parseInput(UidParams, request.params);
    await requireSelf(request, verify, uid);
    return ok(await getUserRecord(db, uid));
  });

  app.post('/users', async (request, reply) => {
    const { uid } = await requireUser(request, verify);
    const registration = parseInput(RegistrationSchema, request.body);
    return reply.code(201).send(ok(await registerUser(db, uid, registration)));
  });

  app.put('/users/:uid', async (request) => {
    const { uid } = parseInput(UidParams, request.params);
    await requireSelf(request, verify, uid);
    return ok(await updateProfile(db, uid, parseInput(ProfileUpdateSchema, request.body)));
  });

  // Roles come from the database, never from the display name (DESIGN.md).
  app.get('/permission/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    await requireSelf(request, verify, id);
    return ok(await getPermission(db, id));
  });

  app.post('/users/:uid/doctor-application', async (request, reply) => {
    const { uid } = parseInput(UidParams, request.params);
    await requireSelf(request, verify, uid);
    return reply.code(201).send(ok(await applyAsDoctor(db, uid)));
  });

  app.post('/uploads', async (request, reply) => {
    const { uid } = await requireUser(request, verify);
    const ticket = await issueUploadTicket(db, uid);
    // Relative to the API base, like every other API path.
    return reply
      .code(201)
      .send(ok({ uploadUrl: `/uploads/${ticket.token}`, expiresAt: ticket.expiresAt.toISOString() }));
  });

  // The one-time upload URL: the raw image is the body; the ticket in the path is the permission.
  app.register(async (uploads) => {
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );
    uploads.put(
      '/uploads/:token',
      {
        errorHandler: (error, _request, reply) => {
          if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return reply.code(413).send({ success: false, message: PRODUCT_MESSAGES.uploadTooLarge });
          }
          throw error;
        },
      },
      async (request) => {
        const { token } = parseInput(TicketParams, request.params);
        const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!(UPLOAD_LIMITS.contentTypes as readonly string[]).includes(contentType))
          throw new HttpError(415, PRODUCT_MESSAGES.uploadNotImage);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, PRODUCT_MESSAGES.uploadNotImage);
        return ok(await acceptUpload(db, token, body));
      },
    );
  });
}
