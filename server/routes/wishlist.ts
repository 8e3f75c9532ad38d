// The signed-in shopper's wishlist (owner only).
import { WishlistSchema, WishlistToggleBodySchema, WishlistToggleReplySchema } from '@domain/contract/commerce';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { getWishlist, toggleWishlist } from '../services/wishlist';
import { ownerRoute, signedInRoute } from './declare';

export function wishlistRoutes(app: ValibotApp, db: Db): void {
  app.get(
    '/store/wishlist/findbyuser/:uid',
    ownerRoute(TAGS.wishlist, {
      summary: "The signed-in shopper's wishlist, newest first",
      response: replies({ 200: WishlistSchema }, [400, 401, 403]),
    }),
    async (request) => ok(await getWishlist(db, request.params.uid)),
  );

  app.post(
    '/store/wishlist',
    signedInRoute(
      TAGS.wishlist,
      {
        summary: 'Adds the item to the wishlist, or takes it out when it is there',
        body: WishlistToggleBodySchema,
        response: replies({ 200: WishlistToggleReplySchema }, [400, 401, 403, 404]),
      },
      { ownerBody: 'userId', changesPublicData: false },
    ),
    async (request) => {
      const toggled = await toggleWishlist(db, request.body.userId, request.body.itemId);
      if (!toggled) throw notFound('Item');
      return ok(toggled);
    },
  );
}
