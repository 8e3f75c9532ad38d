// The browser's API adapter against a real HTTP server.
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountApi } from '@adapters/http/account';
import { createApiClient } from '@adapters/http/apiClient';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';

let server: FastifyInstance;
let baseURL: string;
const seenAuthorization: (string | undefined)[] = [];
let itemsServed = 0;
/** How many times each POST /busy/:times was sent: the first `times` are shed. */
const shedAttempts: Record<string, number> = {};
/** How POST /uploads answers: a link, or the refusal of the per-user limits. */
let ticketAnswer: 'link' | 'tooManyOpen' | 'tooManyStored' = 'link';

beforeAll(async () => {
  server = Fastify();
  server.addHook('onRequest', async (request) => {
    seenAuthorization.push(request.headers.authorization);
  });
  server.get('/items', async () => ({ success: true, data: { count: ++itemsServed } }));
  server.get('/broken', async (_, reply) =>
    reply.code(500).send({ success: false, code: 'internal', message: 'boom' }),
  );
  server.get('/wrong-shape', async () => ({ success: true, data: { count: 'many' } }));
  server.post('/contact', async (request, reply) => {
    const body = request.body as { email?: string };
    if (body.email !== 'ok@example.com')
      return reply.code(400).send({ success: false, code: 'invalid_input', message: COMMON_MESSAGES.invalidEmail });
    return reply.code(201).send({ success: true, data: { _id: '9' } });
  });
  server.post('/crash', async (_, reply) => reply.code(502).send('Bad gateway'));
  server.post('/busy/:times', async (request, reply) => {
    const { times } = request.params as { times: string };
    shedAttempts[times] = (shedAttempts[times] ?? 0) + 1;
    if (shedAttempts[times] <= Number(times))
      return reply.code(503).header('retry-after', '0.05').send({ success: false, code: 'busy', message: 'busy' });
    return reply.code(201).send({ success: true, data: { _id: times } });
  });
  server.post('/uploads', async (_, reply) => {
    if (ticketAnswer === 'tooManyOpen')
      return reply
        .code(429)
        .header('retry-after', '600')
        .send({ success: false, code: 'rate_limited', message: SITE_MESSAGES.uploadsInProgress });
    if (ticketAnswer === 'tooManyStored')
      return reply.code(409).send({ success: false, code: 'conflict', message: SITE_MESSAGES.uploadsStored });
    return reply
      .code(201)
      .send({ success: true, data: { uploadUrl: '/uploads/ok', expiresAt: '2026-11-25T00:00:00.000Z' } });
  });
  server.addContentTypeParser('image/png', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  server.put('/uploads/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    if (token === 'full')
      return reply.code(409).send({ success: false, code: 'conflict', message: SITE_MESSAGES.uploadsStored });
    if (token === 'crash') return reply.code(502).send('Bad gateway');
    return { success: true, data: { key: `uploads/u1/${(request.body as Buffer).length}` } };
  });
  baseURL = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => server.close());

const Count = v.object({ count: v.number() });

describe('API adapter', () => {
  it('sends the bearer token when one exists, and none otherwise', async () => {
    let token: string | null = 'id-token-1';
    const api = createApiClient({ baseURL, getToken: async () => token });
    seenAuthorization.length = 0;
    await api.read('/items', Count);
    token = null;
    await api.read('/items', Count);
    expect(seenAuthorization).toEqual(['Bearer id-token-1', undefined]);
  });

  it("reads in the one result shape: the data, the server's failure, not_found for a bare 404", async () => {
    const api = createApiClient({ baseURL, getToken: async () => null });
    expect(await api.read('/items', Count)).toEqual({ success: true, data: { count: expect.any(Number) } });
    expect(await api.read('/broken', Count)).toEqual({ success: false, code: 'internal', message: 'boom' });
    expect(await api.read('/missing', Count)).toEqual({
      success: false,
      code: 'not_found',
      message: COMMON_MESSAGES.genericError,
    });
    expect(await api.read('/wrong-shape', Count)).toEqual({
      success: false,
      code: 'unanswered',
      message: COMMON_MESSAGES.genericError,
    });
  });

  it("yields success false with the server's message for a failed POST", async () => {
    const api = createApiClient({ baseURL, getToken: async () => null });
    expect(await api.post('/contact', { email: 'ok@example.com' }, v.object({ _id: v.string() }))).toEqual({
      success: true,
      data: { _id: '9' },
    });
    expect(await api.post('/contact', { email: 'x' }, v.object({ _id: v.string() }))).toEqual({
      success: false,
      code: 'invalid_input',
      message: COMMON_MESSAGES.invalidEmail,
    });
    expect(await api.post('/crash', {}, v.object({}))).toEqual({
      success: false,
      code: 'unanswered',
      message: COMMON_MESSAGES.genericError,
    });
    const unreachable = createApiClient({ baseURL: 'http://127.0.0.1:9', getToken: async () => null, timeoutMs: 2000 });
    expect(await unreachable.post('/contact', {}, v.object({}))).toEqual({
      success: false,
      code: 'unanswered',
      message: COMMON_MESSAGES.genericError,
    });
  });

  it('sends a request the server shed (503, Retry-After) again after the wait, three times at most, a POST too', async () => {
    const api = createApiClient({ baseURL, getToken: async () => null });
    expect(await api.post('/busy/2', {}, v.object({ _id: v.string() }))).toEqual({ success: true, data: { _id: '2' } });
    expect(shedAttempts['2']).toBe(3);
    expect(await api.post('/busy/9', {}, v.object({ _id: v.string() }))).toMatchObject({
      success: false,
      code: 'busy',
    });
    expect(shedAttempts['9']).toBe(4);
    // Anything else is not sent again: it may have run.
    expect(await api.post('/crash', {}, v.object({}))).toMatchObject({ success: false, code: 'unanswered' });
  });

  it("puts a file as the raw body and yields the server's refusal, or the caller's message when none came", async () => {
    const api = createApiClient({ baseURL, getToken: async () => null });
    const Key = v.object({ key: v.string() });
    const file = new Blob([new Uint8Array(7)], { type: 'image/png' });
    expect(await api.putFile('/uploads/ok', file, Key)).toEqual({ success: true, data: { key: 'uploads/u1/7' } });
    expect(await api.putFile('/uploads/full', file, Key)).toEqual({
      success: false,
      code: 'conflict',
      message: SITE_MESSAGES.uploadsStored,
    });
    expect(await api.putFile('/uploads/crash', file, Key, { unanswered: COMMON_MESSAGES.errorUploadingFile })).toEqual({
      success: false,
      code: 'unanswered',
      message: COMMON_MESSAGES.errorUploadingFile,
    });
  });

  it("uploads a profile photo, or yields the server's reason when its limits refuse a link, and 'Error uploading file' when nothing answers", async () => {
    const account = createAccountApi(createApiClient({ baseURL, getToken: async () => 'id-token-1' }));
    const file = new Blob([new Uint8Array(7)], { type: 'image/png' });
    ticketAnswer = 'link';
    expect(await account.uploadPhoto(file)).toEqual({ success: true, data: 'uploads/u1/7' });
    ticketAnswer = 'tooManyOpen';
    expect(await account.uploadPhoto(file)).toEqual({
      success: false,
      code: 'rate_limited',
      message: SITE_MESSAGES.uploadsInProgress,
    });
    ticketAnswer = 'tooManyStored';
    expect(await account.uploadPhoto(file)).toEqual({
      success: false,
      code: 'conflict',
      message: SITE_MESSAGES.uploadsStored,
    });
    ticketAnswer = 'link';
    const unreachable = createAccountApi(
      createApiClient({ baseURL: 'http://127.0.0.1:9', getToken: async () => null, timeoutMs: 2000 }),
    );
    expect(await unreachable.uploadPhoto(file)).toEqual({
      success: false,
      code: 'unanswered',
      message: COMMON_MESSAGES.errorUploadingFile,
    });
  });

  it('keeps GET replies for their time to live, and only successful ones', async () => {
    let now = 1_000;
    const api = createApiClient({ baseURL, getToken: async () => null, now: () => now });
    const countRead = async () => {
      const reply = await api.read('/items', Count, { ttlMs: 5 * 60_000 });
      if (!reply.success) throw new Error(reply.message);
      return reply.data.count;
    };
    const first = await countRead();
    now += 4 * 60_000;
    expect(await countRead()).toBe(first);
    now += 2 * 60_000;
    expect(await countRead()).toBe(first + 1);
    expect(await api.read('/broken', Count, { ttlMs: 60_000 })).toMatchObject({ success: false, code: 'internal' });
  });
});
