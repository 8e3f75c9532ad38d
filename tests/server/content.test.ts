import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlogPostSchema, BlogPostSummarySchema, PolicySchema } from '@domain/contract/content';
import { DoctorDetailSchema, DoctorPageSchema } from '@domain/contract/doctors';
import { successOf } from '@domain/contract/envelope';
import { HomeSchema } from '@domain/contract/home';
import { POLICY_PAGES } from '@domain/routes';
import { useTestApp } from './testApp';

const { app } = useTestApp();
const get = async (url: string) => {
  const response = await app().inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('content API', () => {
  it('serves the home page aggregate', async () => {
    const home = v.parse(successOf(HomeSchema), (await get('/api/home')).body).data;
    expect(home.featuredItems.length).toBeGreaterThanOrEqual(4);
    expect(home.concerns.length).toBeGreaterThanOrEqual(10);
    expect(home.featuredDoctors.every((doctor) => doctor.state.status === 'verified')).toBe(true);
    expect(home.latestPosts).toHaveLength(3);
  });

  it('lists 10+ blog posts of 400+ words, newest first', async () => {
    const posts = v.parse(successOf(v.array(BlogPostSummarySchema)), (await get('/api/blogs')).body).data;
    expect(posts.length).toBeGreaterThanOrEqual(10);
    const dates = posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const summary of posts) {
      const post = v.parse(successOf(BlogPostSchema), (await get(`/api/blogs/${summary._id}`)).body).data;
      expect(words(post.body), post._id).toBeGreaterThanOrEqual(400);
      expect(post.html, post._id).toMatch(/^<(h2|p)>/);
      expect(post.html).toContain('</p>');
    }
    expect((await get('/api/blogs/no-such-post')).status).toBe(404);
  });

  it('searches the blogs index by words and word prefixes', async () => {
    const hits = (await get('/api/search/blogs?query=ashwagandha')).body.data;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].title.toLowerCase()).toContain('ashwagandha');
    const prefix = (await get('/api/search/blogs?query=abhy')).body.data;
    expect(prefix.length).toBeGreaterThan(0);
    expect((await get('/api/search/blogs?query=zzzzqqq')).body.data).toEqual([]);
    const punctuation = await get('/api/search/blogs?query=%27%3B%20drop%20table%20blog_posts%3B--');
    expect(punctuation.status).toBe(200);
    expect((await get(`/api/search/blogs?query=${'a'.repeat(200)}`)).status).toBe(400);
  });

  it('searches the blog as the shop searches: Indian spellings and typos, symptoms, word forms', async () => {
    const ids = async (query: string) =>
      ((await get(`/api/search/blogs?query=${encodeURIComponent(query)}`)).body.data as { _id: string }[]).map(
        (post) => post._id,
      );
    // Folded spellings and a swap as one edit: 'trifla' is Triphala, 'ashwagnda' Ashwagandha.
    expect((await ids('trifla'))[0]).toBe('triphala-guide');
    expect((await ids('ashwagnda'))[0]).toBe('ashwagandha-guide');
    // A symptom finds the posts on its concern, through the shop's synonyms.
    expect(await ids('acidity')).toContain('digestion-and-agni');
    expect(await ids('pimples')).toContain('ayurvedic-skin-care-for-indian-summers');
    // A word's other forms still find it (English stems).
    expect((await ids('sleeping'))[0]).toBe('sleep-and-ayurveda');
    // Short words with a typo must match a whole word.
    expect(await ids('tamil')).toEqual([]);
  });

  it('serves the four policies and refuses unknown ones', async () => {
    for (const { slug } of POLICY_PAGES) {
      const policy = v.parse(successOf(PolicySchema), (await get(`/api/content/policies/${slug}`)).body).data;
      expect(words(policy.body)).toBeGreaterThan(400);
      expect(policy.html).toContain('<p>');
    }
    expect((await get('/api/content/policies/cookies')).status).toBe(400);
  });

  it('lists only verified doctors and hides the others', async () => {
    const page = v.parse(successOf(DoctorPageSchema), (await get('/api/doctors/query/0/50')).body).data;
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.doctors.every((doctor) => doctor.state.status === 'verified')).toBe(true);
    const doctor = v.parse(
      successOf(DoctorDetailSchema),
      (await get(`/api/doctors/${page.doctors[0]!._id}`)).body,
    ).data;
    expect(doctor.bio.length).toBeGreaterThan(50);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, code: 'not_found', message: 'Route GET /api/nope not found' });
  });
});
