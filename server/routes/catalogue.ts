import * as v from 'valibot';
import {
  BrandSchema,
  DEFAULT_REVIEW_TYPE,
  ItemCategorySchema,
  ItemQueryBodySchema,
  REVIEW_TYPES,
  ReviewSchema,
  StoreItemDetailSchema,
  StoreItemPageSchema,
} from '@domain/contract/catalogue';
import { PageParamsSchema, SlugSchema } from '@domain/contract/common';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { PublicCache } from '../http/publicCache';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { getItem, keptItemCategories, listBrands, listItems, listReviews } from '../services/catalogue';
import { publicRoute } from './declare';

const ItemIdParams = v.object({ id: SlugSchema });
const ReviewParams = v.object({ type: v.optional(v.picklist(REVIEW_TYPES), DEFAULT_REVIEW_TYPE), id: SlugSchema });

export function catalogueRoutes(app: ValibotApp, db: Db, publicCache: PublicCache): void {
  app.get(
    '/store/brand',
    publicRoute(
      TAGS.store,
      { summary: 'All brands', response: replies({ 200: v.array(BrandSchema) }) },
      { publicCache: 'content' },
    ),
    async () => ok(await listBrands(db)),
  );
  app.get(
    '/store/itemcategory',
    publicRoute(
      TAGS.store,
      {
        summary: 'All item categories and health concerns, with item counts',
        response: replies({ 200: v.array(ItemCategorySchema) }),
      },
      { publicCache: 'live' },
    ),
    async () => ok(await keptItemCategories(db, publicCache)),
  );

  app.get(
    '/store/items/query/:start/:limit',
    publicRoute(
      TAGS.store,
      {
        summary: 'A page of store items, best first',
        params: PageParamsSchema,
        response: replies({ 200: StoreItemPageSchema }, [400]),
      },
      { publicCache: 'live' },
    ),
    async (request) => ok(await listItems(db, {}, request.params.start, request.params.limit)),
  );

  app.get(
    '/store/items/:id',
    publicRoute(
      TAGS.store,
      {
        summary: 'One store item with its description, ingredients and categories',
        params: ItemIdParams,
        response: replies({ 200: StoreItemDetailSchema }, [400, 404]),
      },
      { publicCache: 'live' },
    ),
    async (request) => {
      const item = await getItem(db, request.params.id);
      if (!item) throw notFound('Item');
      return ok(item);
    },
  );

  // The three POST queries share one body; each route pins the filter its name promises.
  const postQuery = (
    path: string,
    summary: string,
    pick: (body: v.InferOutput<typeof ItemQueryBodySchema>) => Parameters<typeof listItems>[1],
  ) =>
    app.post(
      `/store/items/${path}/:start/:limit`,
      publicRoute(
        TAGS.store,
        {
          summary,
          params: PageParamsSchema,
          body: ItemQueryBodySchema,
          response: replies({ 200: StoreItemPageSchema }, [400]),
        },
        { changesPublicData: false },
      ),
      async (request) => ok(await listItems(db, pick(request.body), request.params.start, request.params.limit)),
    );
  postQuery('querybybrands', 'A page of the items of the named brands', (body) => ({
    brands: body.brands ?? [],
    sort: body.sort,
  }));
  postQuery('querybycategory', 'A page of the items in the given categories and concerns', (body) => ({
    categories: body.categories ?? [],
    sort: body.sort,
  }));
  postQuery('filter', 'A page of items matching every given filter', (body) => body);

  app.get(
    '/review/querybyreferenceidandtype/:type/:id',
    publicRoute(
      TAGS.store,
      {
        summary: 'The latest reviews of a store item or a doctor',
        params: ReviewParams,
        response: replies({ 200: v.array(ReviewSchema) }, [400]),
      },
      { publicCache: 'live' },
    ),
    async (request) => ok(await listReviews(db, request.params.type, request.params.id)),
  );
}
