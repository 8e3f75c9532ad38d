// GET /search/store, /search/doctor and /search/concern: typo-tolerant autocomplete. Bad input is a
// 400; a search that fails is logged and answered with an empty list (search failures are only
// logged). Concern suggestions read the categories the public reply cache keeps, not the database.
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DoctorSchema } from '@domain/contract/doctors';
import {
  ConcernSearchQuerySchema,
  ConcernSuggestionSchema,
  DoctorSearchQuerySchema,
  StoreSearchItemSchema,
  StoreSearchQuerySchema,
} from '@domain/contract/search';
import type { Db } from '../db/client';
import type { PublicCache } from '../http/publicCache';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { searchDoctors, searchStore } from '../search';
import { searchConcerns } from '../search/concerns';
import { keptItemCategories } from '../services/catalogue';
import { publicRoute } from './declare';

async function orEmpty<T>(request: FastifyRequest, what: string, run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (error) {
    request.log.error({ err: error, query: request.query }, `${what} search failed`);
    return [];
  }
}

export function searchRoutes(app: ValibotApp, db: Db, publicCache: PublicCache): void {
  app.get(
    '/search/store',
    publicRoute(TAGS.search, {
      summary:
        'Store items whose name, ingredients, concerns, categories, form or brand match the typed words or their synonyms, tolerating typos',
      querystring: StoreSearchQuerySchema,
      response: replies({ 200: v.array(StoreSearchItemSchema) }, [400]),
    }),
    async (request) => ok(await orEmpty(request, 'store', () => searchStore(db, publicCache, request.query))),
  );

  app.get(
    '/search/doctor',
    publicRoute(TAGS.search, {
      summary:
        'Verified doctors whose name, language or specialization matches, or whose specialization treats a typed symptom, tolerating typos',
      querystring: DoctorSearchQuerySchema,
      response: replies({ 200: v.array(DoctorSchema) }, [400]),
    }),
    async (request) => ok(await orEmpty(request, 'doctor', () => searchDoctors(db, publicCache, request.query))),
  );

  app.get(
    '/search/concern',
    publicRoute(TAGS.search, {
      summary:
        "Concern pages the typed words name, by the concern's own words or a symptom of it (acidity → Digestion), tolerating typos",
      querystring: ConcernSearchQuerySchema,
      response: replies({ 200: v.array(ConcernSuggestionSchema) }, [400]),
    }),
    async (request) =>
      ok(
        await orEmpty(request, 'concern', async () =>
          searchConcerns(db, publicCache, request.query, await keptItemCategories(db, publicCache)),
        ),
      ),
  );
}
