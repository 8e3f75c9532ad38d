import * as v from 'valibot';
import { ContactMessageSchema } from '@domain/contact';
import type { Db } from '../db/client';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { storeContactMessage } from '../services/contact';
import { publicRoute } from './declare';

/** Messages one address may send per minute; enough for a person, not for a script. */
export const CONTACT_RATE_PER_MINUTE = 5;

const ContactReceiptSchema = v.object({ _id: v.string() });

export function contactRoutes(app: ValibotApp, db: Db): void {
  app.post(
    '/contact',
    publicRoute(
      TAGS.contact,
      {
        summary: 'Sends a message to the Ojas team',
        description: `At most ${CONTACT_RATE_PER_MINUTE} messages a minute from one address.`,
        body: ContactMessageSchema,
        response: replies({ 201: ContactReceiptSchema }, [400, 429]),
      },
      { rateLimit: { max: CONTACT_RATE_PER_MINUTE, timeWindow: '1 minute' }, changesPublicData: false },
    ),
    async (request, reply) => reply.code(201).send(ok(await storeContactMessage(db, request.body))),
  );
}
