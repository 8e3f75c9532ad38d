// Accounts on our backend. Every route that names a uid answers only that uid's token.
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  DoctorApplicationSchema,
  keepsSignInPhone,
  PermissionSchema,
  ProfileUpdateSchema,
  RegistrationSchema,
  UPLOAD_LIMITS,
  UploadResultSchema,
  UploadTicketSchema,
  UserProfileSchema,
  UserRecordSchema,
} from '@domain/account';
import { SITE_MESSAGES } from '@domain/messages/site';
import { signedInUser } from '../auth/guard';
import type { Db } from '../db/client';
import { badRequest, failure, HttpError } from '../http/errors';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { reencodePhoto } from '../images/photo';
import { TAGS } from '../openapi/tags';
import { issueUploadTicket, storeUpload } from '../services/uploads';
import { applyAsDoctor, getPermission, getUserRecord, registerUser, updateProfile } from '../services/users';
import { ownerRoute, publicRoute, signedInRoute } from './declare';

const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'id is not valid')) });
const TicketParams = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/, SITE_MESSAGES.uploadLinkInvalid)),
});
const FOREIGN_PHOTO = 'photoKey is not an image you uploaded';
const emailTaken = () => new HttpError(409, SITE_MESSAGES.emailTaken);
const tooManyStored = () => new HttpError(409, SITE_MESSAGES.uploadsStored);

/** Someone signed in by phone keeps that phone (400 otherwise). */
function requireSignInPhone(request: FastifyRequest, phone: string): void {
  if (!keepsSignInPhone(phone, signedInUser(request).phone)) throw badRequest(SITE_MESSAGES.phoneNotSignInPhone);
}

const RAW_IMAGE = {
  content: Object.fromEntries(
    UPLOAD_LIMITS.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

export function userRoutes(app: ValibotApp, db: Db): void {
  app.get(
    '/users/:uid',
    ownerRoute(TAGS.account, {
      summary: 'Whether the signed-in user has registered, with the profile when so',
      response: replies({ 200: UserRecordSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await getUserRecord(db, request.params.uid)),
  );

  app.post(
    '/users',
    signedInRoute(
      TAGS.account,
      {
        summary: 'Registers the signed-in user',
        body: RegistrationSchema,
        response: replies({ 201: UserProfileSchema }, [400, 401, 409]),
      },
      { changesPublicData: false },
    ),
    async (request, reply) => {
      requireSignInPhone(request, request.body.phone);
      const outcome = await registerUser(db, signedInUser(request).uid, request.body);
      if (outcome.kind === 'alreadyRegistered') throw new HttpError(409, SITE_MESSAGES.alreadyRegistered);
      if (outcome.kind === 'emailTaken') throw emailTaken();
      return reply.code(201).send(ok(outcome.profile));
    },
  );

  app.put(
    '/users/:uid',
    ownerRoute(
      TAGS.account,
      {
        summary: "Updates the signed-in user's profile, with the same rules as registering",
        body: ProfileUpdateSchema,
        response: replies({ 200: UserProfileSchema }, [400, 401, 403, 404, 409]),
      },
      { changesPublicData: false },
    ),
    async (request) => {
      requireSignInPhone(request, request.body.phone);
      const outcome = await updateProfile(db, request.params.uid, request.body);
      if (outcome.kind === 'foreignPhoto') throw badRequest(FOREIGN_PHOTO);
      if (outcome.kind === 'notRegistered') throw new HttpError(404, SITE_MESSAGES.notRegistered);
      if (outcome.kind === 'emailTaken') throw emailTaken();
      return ok(outcome.profile);
    },
  );

  // Roles come from the database, never from the display name.
  app.get(
    '/permission/:id',
    signedInRoute(
      TAGS.account,
      {
        summary: "The signed-in user's roles",
        params: IdParams,
        response: replies({ 200: PermissionSchema }, [400, 401, 403]),
      },
      { ownerParam: 'id' },
    ),
    async (request) => ok(await getPermission(db, request.params.id)),
  );

  app.post(
    '/users/:uid/doctor-application',
    ownerRoute(
      TAGS.account,
      {
        summary: 'Applies to be listed as a doctor; one pending application per user',
        description: 'A user who has the doctor role already is refused (409) and nothing is filed.',
        response: replies({ 201: DoctorApplicationSchema }, [400, 401, 403, 404, 409]),
      },
      { changesPublicData: false },
    ),
    async (request, reply) => {
      const outcome = await applyAsDoctor(db, request.params.uid);
      if (outcome.kind === 'notRegistered') throw new HttpError(404, SITE_MESSAGES.notRegistered);
      if (outcome.kind === 'alreadyDoctor') throw new HttpError(409, SITE_MESSAGES.alreadyDoctor);
      return reply.code(201).send(ok(outcome.application));
    },
  );

  app.post(
    '/uploads',
    signedInRoute(
      TAGS.account,
      {
        summary: 'A one-time URL (relative to the API base) to upload one photo to',
        description: `At most ${UPLOAD_LIMITS.maxOpenTickets} unused links open at once per user (429 with \`Retry-After\`) and ${UPLOAD_LIMITS.maxStoredImages} stored photos (409); a photo nobody uses is removed a day after its upload.`,
        response: replies({ 201: UploadTicketSchema }, [401, 409, 429]),
      },
      { changesPublicData: false },
    ),
    async (request, reply) => {
      const ticket = await issueUploadTicket(db, signedInUser(request).uid);
      if (ticket.kind === 'tooManyStored') throw tooManyStored();
      if (ticket.kind === 'tooManyOpen') {
        reply.header('retry-after', String(Math.max(1, Math.ceil(ticket.retryAfterMs / 1000))));
        throw new HttpError(429, SITE_MESSAGES.uploadsInProgress);
      }
      // Relative to the API base, like every other API path.
      return reply
        .code(201)
        .send(ok({ uploadUrl: `/uploads/${ticket.token}`, expiresAt: ticket.expiresAt.toISOString() }));
    },
  );

  // The one-time upload URL: the raw image is the body; the ticket in the path is the permission.
  app.register(async (uploads: ValibotApp) => {
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );
    uploads.put(
      '/uploads/:token',
      {
        ...publicRoute(
          TAGS.account,
          {
            summary: 'Uploads one photo to a one-time URL; it is stored re-encoded as WebP',
            description: `The raw image is the body, ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB at most. Its format is read from the bytes, whatever \`Content-Type\` says.`,
            params: TicketParams,
            body: RAW_IMAGE,
            response: replies({ 200: UploadResultSchema }, [400, 404, 409, 413]),
          },
          { changesPublicData: false },
        ),
        errorHandler: (error, _request, reply) => {
          if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return reply.code(413).send(failure(413, SITE_MESSAGES.uploadTooLarge));
          }
          throw error;
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(SITE_MESSAGES.uploadNotImage);
        const photo = await reencodePhoto(body);
        if (!photo) throw badRequest(SITE_MESSAGES.uploadNotImage);
        const stored = await storeUpload(db, request.params.token, photo);
        if (stored.kind === 'invalidLink') throw new HttpError(404, SITE_MESSAGES.uploadLinkInvalid);
        if (stored.kind === 'tooManyStored') throw tooManyStored();
        return ok({ key: stored.key });
      },
    );
  });
}
