// The coupons a shopper can use now, with their conditions in plain words.
import * as v from 'valibot';
import { PublicCouponSchema } from '@domain/contract/commerce';
import type { Db } from '../db/client';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { listPublicCoupons } from '../services/coupons';
import { publicRoute } from './declare';

export function couponRoutes(app: ValibotApp, db: Db): void {
  app.get(
    '/coupon/public/storeOrder',
    publicRoute(TAGS.coupons, {
      summary: 'Active, unexpired coupons with uses left, smallest minimum order first',
      response: replies({ 200: v.array(PublicCouponSchema) }),
    }),
    async () => ok(await listPublicCoupons(db)),
  );
}
