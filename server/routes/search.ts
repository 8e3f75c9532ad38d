// GET /search/store and /search/doctor (spec §7): typo-tolerant autocomplete. Bad input is a 400;
// a search that fails is logged and answered with an empty list (spec §7: search failures are only logged).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DoctorSearchQuerySchema, StoreSearchQuerySchema } from '../../src/domain/contract/search';
import type { Db } from '../db/client';
import { ok } from '../http/reply';
import { parseInput } from '../http/validate';
import { searchDoctors, searchStore } from '../search';

async function orEmpty<T>(request: FastifyRequest, what: string, run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (error) {
    request.log.error({ err: error, query: request.query }, `${what} search failed`);
    return [];
  }
}

export function searchRoutes(app: FastifyInstance, db: Db): void {
  app.get('/search/store', async (request) => {
    const input = parseInput(StoreSearchQuerySchema, request.query);
    return ok(await orEmpty(request, 'store', () => searchStore(db, input)));
  });

  app.get('/search/doctor', async (request) => {
    const input = parseInput(DoctorSearchQuerySchema, request.query);
    return ok(await orEmpty(request, 'doctor', () => searchDoctors(db, input)));
  });
}
