// Who may call the cart and wishlist routes: 401 without a token, 403 for another shopper's
// uid (in the path or the body), 400 for malformed input, and nothing stored changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOCAL_CART_LINES } from '@domain/contract/commerce';
import { SITE_MESSAGES } from '@domain/messages/site';
import { createAccount, expiredToken, type TestAccount } from '../support/authEmulator';
import { fingerprintTables } from '../support/tableChecksums';
import { shopClient, stockedItems, type Method } from './shop';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
const { call } = shopClient(app);
let asha: TestAccount;
let ravi: TestAccount;
let itemId: string;

/** Every signed-in route, as Asha's: [method, url, body]. */
const routes = (uid: string, item: string): [Method, string, unknown][] => [
  ['GET', `/api/store/cart/${uid}`, undefined],
  ['POST', '/api/store/cart/update', { userId: uid, type: 'addItem', item: { _id: item, quantity: 1 } }],
  ['POST', '/api/store/cart/update', { userId: uid, type: 'removeItem', item: { _id: item, quantity: 1 } }],
  ['POST', '/api/store/cart/update', { userId: uid, type: 'modifyItem', item: { _id: item, quantity: 2 } }],
  ['POST', '/api/store/cart/update', { userId: uid, type: 'applyCoupon', couponId: 'WELCOME10' }],
  ['POST', '/api/store/cart/update', { userId: uid, type: 'removeCoupon', couponId: 'WELCOME10' }],
  ['GET', `/api/store/cart/clear/${uid}`, undefined],
  ['POST', '/api/store/cart/merge', { userId: uid, items: [{ _id: item, quantity: 1 }] }],
  ['GET', `/api/store/wishlist/findbyuser/${uid}`, undefined],
  ['POST', '/api/store/wishlist', { userId: uid, itemId: item }],
];

/** Everything stored, nobody's rows left out. */
const everything = () => fingerprintTables(database().db, { uid: 'nobody' });

beforeAll(async () => {
  [asha, ravi] = await Promise.all([createAccount('Asha Rao'), createAccount('Ravi Menon')]);
  itemId = (await stockedItems(database().db))[0]!.id;
  // Asha has a cart and a wishlist entry, so a forbidden call would have something to change.
  const { add } = shopClient(app);
  expect((await add(asha.uid, asha.idToken, itemId, 1)).statusCode).toBe(200);
  expect((await call('POST', '/api/store/wishlist', asha.idToken, { userId: asha.uid, itemId })).statusCode).toBe(200);
});

describe('cart and wishlist routes', () => {
  it('answer 401 without a token, with a garbage one and with an expired one, and change nothing', async () => {
    const before = await everything();
    for (const [method, url, body] of routes(asha.uid, itemId)) {
      for (const token of [undefined, 'not-a-token-at-all-but-long-enough', expiredToken(asha.idToken)]) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          code: 'unauthenticated',
          message: SITE_MESSAGES.signInRequired,
        });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    expect(await everything()).toEqual(before);
  });

  it("answer 403 for another shopper's uid in the path or the body, and change nothing", async () => {
    const before = await everything();
    for (const [method, url, body] of routes(asha.uid, itemId)) {
      const response = await call(method, url, ravi.idToken, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ success: false, code: 'forbidden', message: SITE_MESSAGES.notYourAccount });
    }
    expect(await everything()).toEqual(before);
  });

  it('answer 400 naming the field for malformed input, and change nothing', async () => {
    const uid = asha.uid;
    const line = { _id: itemId, quantity: 1 };
    const malformed: [Method, string, unknown][] = [
      ['GET', '/api/store/cart/not%20a%20uid', undefined],
      ['GET', '/api/store/cart/clear/bad%24uid', undefined],
      ['GET', '/api/store/wishlist/findbyuser/bad%24uid', undefined],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'emptyEverything' }],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'addItem' }],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'addItem', item: { _id: itemId, quantity: 0 } }],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'addItem', item: { _id: itemId, quantity: 1.5 } }],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'addItem', item: { _id: itemId, quantity: 11 } }],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'addItem', item: { _id: 'Not A Slug', quantity: 1 } }],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'addItem', item: { _id: itemId, quantity: '2' } }],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'removeItem', item: { _id: itemId, quantity: 2 } }],
      [
        'POST',
        '/api/store/cart/update',
        { userId: uid, type: 'modifyItem', item: { _id: itemId, quantity: 1, sellingPrice: -5 } },
      ],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'applyCoupon', couponId: 'no spaces!' }],
      ['POST', '/api/store/cart/update', { userId: uid, type: 'applyCoupon' }],
      ['POST', '/api/store/cart/update', { type: 'removeCoupon', couponId: 'WELCOME10' }],
      ['POST', '/api/store/cart/merge', { userId: uid }],
      ['POST', '/api/store/cart/merge', { userId: uid, items: [line, line] }],
      ['POST', '/api/store/cart/merge', { userId: uid, items: [{ _id: itemId, quantity: -1 }] }],
      [
        'POST',
        '/api/store/cart/merge',
        {
          userId: uid,
          items: Array.from({ length: MAX_LOCAL_CART_LINES + 1 }, (_, i) => ({ _id: `item-${i}`, quantity: 1 })),
        },
      ],
      ['POST', '/api/store/wishlist', { userId: uid, itemId: '../etc/passwd' }],
      ['POST', '/api/store/wishlist', { userId: uid }],
      ['POST', '/api/store/cart/quote', { items: 'everything' }],
      ['POST', '/api/store/cart/quote', { items: [{ _id: itemId, quantity: 0 }] }],
    ];
    const before = await everything();
    for (const [method, url, body] of malformed) {
      const response = await call(method, url, asha.idToken, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).not.toBe('');
    }
    expect(await everything()).toEqual(before);
  });
});
