// The cart: the signed-in shopper's stored cart (owner only) and the price of an anonymous local cart.
import {
  CartMergeBodySchema,
  CartQuoteBodySchema,
  CartQuoteSchema,
  CartSchema,
  CartUpdateBodySchema,
} from '@domain/contract/commerce';
import type { Db } from '../db/client';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { clearCart, getCart, mergeCart, updateCart } from '../services/cart';
import { readItemLines, toCart, toCartQuote } from '../services/cartLines';
import { ownerRoute, publicRoute, signedInRoute } from './declare';
import { settled } from './outcome';

export function cartRoutes(app: ValibotApp, db: Db): void {
  app.get(
    '/store/cart/:uid',
    ownerRoute(TAGS.cart, {
      summary: "The signed-in shopper's cart, priced now, with its coupon",
      response: replies({ 200: CartSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await getCart(db, request.params.uid)),
  );

  app.post(
    '/store/cart/update',
    signedInRoute(
      TAGS.cart,
      {
        summary: 'Adds, removes or sets a line, or applies or removes the coupon',
        description:
          'A line holds at most its live stock and the per-line cap (409 otherwise, nothing changed). ' +
          'Client prices are ignored. A refused coupon is a 400 whose message says why.',
        body: CartUpdateBodySchema,
        response: replies({ 200: CartSchema }, [400, 401, 403, 404, 409]),
      },
      { ownerBody: 'userId', changesPublicData: false },
    ),
    async (request) => ok(settled(await updateCart(db, request.body.userId, request.body))),
  );

  app.get(
    '/store/cart/clear/:uid',
    ownerRoute(TAGS.cart, {
      summary: "Empties the signed-in shopper's cart: its lines and its coupon",
      response: replies({ 200: CartSchema }, [400, 401, 403]),
    }),
    async (request) => {
      await clearCart(db, request.params.uid);
      return ok(toCart(request.params.uid, [], null));
    },
  );

  app.post(
    '/store/cart/merge',
    signedInRoute(
      TAGS.cart,
      {
        summary: 'Adds the local cart to the stored one at sign-in',
        description:
          'Quantities are added and capped by live stock and the per-line cap; unknown and out-of-stock items are skipped.',
        body: CartMergeBodySchema,
        response: replies({ 200: CartSchema }, [400, 401, 403]),
      },
      { ownerBody: 'userId', changesPublicData: false },
    ),
    async (request) => ok(await mergeCart(db, request.body.userId, request.body.items)),
  );

  app.post(
    '/store/cart/quote',
    publicRoute(
      TAGS.cart,
      {
        summary: "Prices an anonymous visitor's local cart with the same rules as the stored cart",
        description: 'Unknown items are left out; each line says how many units it may hold now.',
        body: CartQuoteBodySchema,
        response: replies({ 200: CartQuoteSchema }, [400]),
      },
      { changesPublicData: false },
    ),
    async (request) => ok(toCartQuote(await readItemLines(db, request.body.items))),
  );
}
