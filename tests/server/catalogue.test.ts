import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STORE_PAGE_SIZE } from '@domain/constants';
import {
  BrandSchema,
  ItemCategorySchema,
  ReviewSchema,
  StoreItemDetailSchema,
  StoreItemPageSchema,
} from '@domain/contract/catalogue';
import { DoctorPageSchema } from '@domain/contract/doctors';
import { successOf } from '@domain/contract/envelope';
import { aDoctor } from '../support/builders/catalogue';
import { useTestApp } from './testApp';

const { app } = useTestApp();

async function get(url: string) {
  const response = await app().inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function post(url: string, payload: unknown) {
  const response = await app().inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

describe('catalogue API', () => {
  it('pages through every item, 21 at a time, in the shared contract', async () => {
    const first = await get(`/api/store/items/query/0/${STORE_PAGE_SIZE}`);
    expect(first.status).toBe(200);
    const page = v.parse(successOf(StoreItemPageSchema), first.body).data;
    expect(page.items).toHaveLength(STORE_PAGE_SIZE);
    expect(page.total).toBeGreaterThanOrEqual(120);
    const seen = new Set<string>();
    for (let start = 0; start < page.total; start += STORE_PAGE_SIZE) {
      const next = v.parse(
        successOf(StoreItemPageSchema),
        (await get(`/api/store/items/query/${start}/${STORE_PAGE_SIZE}`)).body,
      ).data;
      next.items.forEach((item) => seen.add(item._id));
    }
    expect(seen.size).toBe(page.total);
  });

  it('answers pagination edges with an empty page or a clear 400', async () => {
    const beyond = await get('/api/store/items/query/100000/21');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.items).toEqual([]);
    for (const url of [
      '/api/store/items/query/0/0',
      '/api/store/items/query/-1/21',
      '/api/store/items/query/0/100000',
      '/api/store/items/query/abc/21',
      '/api/store/items/query/0/1.5',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toMatch(/start|limit/);
    }
  });

  it('gives item details with prices in rupees and a computed discount', async () => {
    const list = (await get('/api/store/items/query/0/1')).body.data.items;
    const detail = v.parse(successOf(StoreItemDetailSchema), (await get(`/api/store/items/${list[0]._id}`)).body).data;
    expect(detail.costPrice).toBeGreaterThanOrEqual(detail.sellingPrice);
    expect(detail.discount).toBe(Math.round(((detail.costPrice - detail.sellingPrice) * 100) / detail.costPrice));
    expect(detail.keyIngredients.length).toBeGreaterThan(0);
    expect(detail.categories.length).toBeGreaterThan(0);
    expect(detail.photoLinks.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    expect((await get('/api/store/items/no-such-item')).status).toBe(404);
    const bad = await get('/api/store/items/DROP%20TABLE');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, code: 'invalid_input', message: expect.stringContaining('slug') });
  });

  it('lists 12+ brands and the categories and concerns with counts', async () => {
    const brands = v.parse(successOf(v.array(BrandSchema)), (await get('/api/store/brand')).body).data;
    expect(brands.length).toBeGreaterThanOrEqual(12);
    const categories = v.parse(
      successOf(v.array(ItemCategorySchema)),
      (await get('/api/store/itemcategory')).body,
    ).data;
    expect(categories.filter((c) => c.kind === 'category').length).toBeGreaterThanOrEqual(8);
    expect(categories.filter((c) => c.kind === 'concern').length).toBeGreaterThanOrEqual(10);
    expect(categories.every((c) => c.itemCount > 0)).toBe(true);
  });

  it('filters by brand, category, price and rating, and sorts', async () => {
    const brands = (await get('/api/store/brand')).body.data;
    const byBrand = await post('/api/store/items/querybybrands/0/21', {
      start: 0,
      limit: 21,
      brands: [brands[0].brandName.toUpperCase()],
    });
    expect(byBrand.status).toBe(200);
    expect(byBrand.body.data.items.length).toBeGreaterThan(0);
    expect(
      byBrand.body.data.items.every(
        (item: { brandDetails: { brandName: string } }) => item.brandDetails.brandName === brands[0].brandName,
      ),
    ).toBe(true);

    const byConcern = await post('/api/store/items/querybycategory/0/21', { categories: ['immunity'] });
    expect(byConcern.body.data.total).toBeGreaterThan(0);
    // Within a kind the choices widen; across kinds (a category and a concern) they narrow.
    const byTwoConcerns = await post('/api/store/items/querybycategory/0/21', {
      categories: ['immunity', 'digestion'],
    });
    expect(byTwoConcerns.body.data.total).toBeGreaterThan(byConcern.body.data.total);
    const categories = (await get('/api/store/itemcategory')).body.data as {
      _id: string;
      kind: string;
      itemCount: number;
    }[];
    const category = categories.find((c) => c.kind === 'category')!;
    const both = await post('/api/store/items/querybycategory/0/100', { categories: [category._id, 'immunity'] });
    expect(both.body.data.total).toBeLessThanOrEqual(Math.min(byConcern.body.data.total, category.itemCount));
    for (const item of both.body.data.items as { _id: string }[]) {
      const detail = (await get(`/api/store/items/${item._id}`)).body.data as { categories: { _id: string }[] };
      expect(detail.categories.map((c) => c._id)).toEqual(expect.arrayContaining([category._id, 'immunity']));
    }

    const filtered = await post('/api/store/items/filter/0/21', {
      minPrice: 200,
      maxPrice: 600,
      minRating: 4,
      sort: 'price-asc',
    });
    const prices = filtered.body.data.items.map((item: { sellingPrice: number }) => item.sellingPrice);
    expect(prices.every((price: number) => price >= 200 && price <= 600)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(filtered.body.data.items.every((item: { rating: number }) => item.rating >= 4)).toBe(true);
  });

  it('refuses bad filter bodies with a message naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ minPrice: -5 }, /minPrice/],
      [{ minPrice: 500, maxPrice: 100 }, /minPrice must not exceed maxPrice/],
      [{ brands: 'Vana' }, /brands/],
      [{ sort: 'cheapest' }, /sort/],
      [{ minRating: 9 }, /minRating/],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/store/items/filter/0/21', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    const notJson = await app().inject({
      method: 'POST',
      url: '/api/store/items/filter/0/21',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().success).toBe(false);
  });

  it('lists reviews by reference id and type', async () => {
    const item = (await get('/api/store/items/query/0/1')).body.data.items[0];
    const reviews = v.parse(
      successOf(v.array(ReviewSchema)),
      (await get(`/api/review/querybyreferenceidandtype/storeItem/${item._id}`)).body,
    ).data;
    expect(reviews.length).toBe(item.reviewCount);
    expect((await get(`/api/review/querybyreferenceidandtype/recipe/${item._id}`)).status).toBe(400);
  });

  it("lists a verified doctor's reviews from patients", async () => {
    const reviews = v.parse(
      successOf(v.array(ReviewSchema)),
      (await get(`/api/review/querybyreferenceidandtype/doctor/${aDoctor()._id}`)).body,
    ).data;
    expect(reviews.length).toBeGreaterThanOrEqual(2);
    for (const review of reviews) expect(review.rating).toSatisfy((rating: number) => rating >= 1 && rating <= 5);
  });

  it('never shows one review text twice: not under two doctors, nor twice on one product', async () => {
    const doctors = v.parse(successOf(DoctorPageSchema), (await get('/api/doctors/query/0/50')).body).data.doctors;
    const reviewsOf = async (type: 'doctor' | 'storeItem', id: string) =>
      v.parse(successOf(v.array(ReviewSchema)), (await get(`/api/review/querybyreferenceidandtype/${type}/${id}`)).body)
        .data;
    const doctorTexts = (await Promise.all(doctors.map((doctor) => reviewsOf('doctor', doctor._id)))).flat();
    expect(doctorTexts.length).toBeGreaterThanOrEqual(doctors.length);
    expect(new Set(doctorTexts.map((review) => review.body)).size).toBe(doctorTexts.length);
    const items = v.parse(successOf(StoreItemPageSchema), (await get('/api/store/items/query/0/60')).body).data.items;
    for (const item of items) {
      const texts = (await reviewsOf('storeItem', item._id)).map((review) => review.body);
      expect(new Set(texts).size, item.name).toBe(texts.length);
    }
  });
});
