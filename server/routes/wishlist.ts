// The signed-in shopper's wishlist (owner only).
import * as v from 'valibot';
import { WishlistSchema, WishlistToggleBodySchema, WishlistToggleReplySchema } from '@domain/contract/commerce';
import { UidSchema } from '@domain/contract/common';
import { SIGNED_IN } from '../auth/guard';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { getWishlist, toggleWishlist } from '../services/wishlist';

const UidParams = v.object({ uid: UidSchema });
const tags = [TAGS.wishlist];

export function wishlistRoutes(app: ValibotApp, db: Db): void {
  app.get(
    '/store/wishlist/findbyuser/:uid',
    {
      schema: {
        summary: "The signed-in shopper's wishlist, newest first",
        tags,
        security: SIGNED_IN,
        params: UidParams,
        response: replies({ 200: WishlistSchema }, [400, 401, 403]),
      },
      config: { ownerParam: 'uid' },
    },
    async (request) => ok(await getWishlist(db, request.params.uid)),
  );

  app.post(
    '/store/wishlist',
    {
      schema: {
        summary: 'Adds the item to the wishlist, or takes it out when it is there',
        tags,
        security: SIGNED_IN,
        body: WishlistToggleBodySchema,
        response: replies({ 200: WishlistToggleReplySchema }, [400, 401, 403, 404]),
      },
      config: { ownerBody: 'userId', changesPublicData: false },
    },
    async (request) => {
      const toggled = await toggleWishlist(db, request.body.userId, request.body.itemId);
      if (!toggled) throw notFound('Item');
      return ok(toggled);
    },
  );
}
