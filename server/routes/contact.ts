import type { FastifyInstance } from 'fastify';
import { ContactMessageSchema } from '../../src/domain/contact';
import type { Db } from '../db/client';
import { ok } from '../http/reply';
import { parseInput } from '../http/validate';
import { storeContactMessage } from '../services/contact';

/** Messages one address may send per minute; enough for a person, not for a script. */
export const CONTACT_RATE_PER_MINUTE = 5;

export function contactRoutes(app: FastifyInstance, db: Db): void {
  app.post(
    '/contact',
    { config: { rateLimit: { max: CONTACT_RATE_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const message = parseInput(ContactMessageSchema, request.body);
      return reply.code(201).send(ok(await storeContactMessage(db, message)));
    },
  );
}
