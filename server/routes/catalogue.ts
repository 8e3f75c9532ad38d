import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_REVIEW_TYPE, ItemQueryBodySchema, REVIEW_TYPES } from '../../src/domain/contract/catalogue';
import { PageParamsSchema, SlugSchema } from '../../src/domain/contract/common';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { ok } from '../http/reply';
import { parseInput } from '../http/validate';
import { getItem, listBrands, listItemCategories, listItems, listReviews } from '../services/catalogue';

const ItemIdParams = v.object({ id: SlugSchema });
const ReviewParams = v.object({ type: v.optional(v.picklist(REVIEW_TYPES), DEFAULT_REVIEW_TYPE), id: SlugSchema });

export function catalogueRoutes(app: FastifyInstance, db: Db): void {
  app.get('/store/brand', async () => ok(await listBrands(db)));
  app.get('/store/itemcategory', async () => ok(await listItemCategories(db)));

  app.get('/store/items/query/:start/:limit', async (request) => {
    const { start, limit } = parseInput(PageParamsSchema, request.params);
    return ok(await listItems(db, {}, start, limit));
  });

  app.get('/store/items/:id', async (request) => {
    const { id } = parseInput(ItemIdParams, request.params);
    const item = await getItem(db, id);
    if (!item) throw notFound('Item');
    return ok(item);
  });

  // The three POST queries share one body; each route pins the filter its name promises.
  const postQuery = (
    path: string,
    pick: (body: v.InferOutput<typeof ItemQueryBodySchema>) => Parameters<typeof listItems>[1],
  ) =>
    app.post(`/store/items/${path}/:start/:limit`, async (request) => {
      const { start, limit } = parseInput(PageParamsSchema, request.params);
      const body = parseInput(ItemQueryBodySchema, request.body);
      return ok(await listItems(db, pick(body), start, limit));
    });
  postQuery('querybybrands', (body) => ({ brands: body.brands ?? [], sort: body.sort }));
  postQuery('querybycategory', (body) => ({ categories: body.categories ?? [], sort: body.sort }));
  postQuery('filter', (body) => body);

  app.get('/review/querybyreferenceidandtype/:type/:id', async (request) => {
    const { type, id } = parseInput(ReviewParams, request.params);
    return ok(await listReviews(db, type, id));
  });
}
