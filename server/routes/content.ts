import * as v from 'valibot';
import { BLOG_SEARCH_INDEX } from '@domain/constants';
import { PageParamsSchema, SlugSchema } from '@domain/contract/common';
import { BlogPostSchema, BlogPostSummarySchema, PolicySchema } from '@domain/contract/content';
import { DoctorDetailSchema, DoctorListQuerySchema, DoctorPageSchema } from '@domain/contract/doctors';
import { HomeSchema } from '@domain/contract/home';
import { BlogSearchQuerySchema } from '@domain/contract/search';
import { POLICY_PAGES } from '@domain/routes';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { PublicCache } from '../http/publicCache';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { getHome, getPolicy, getPost, listPosts, searchPosts } from '../services/content';
import { listDoctors } from '../services/doctorList';
import { getListedDoctor } from '../services/doctors';
import { publicRoute } from './declare';

const SlugParams = v.object({ slug: SlugSchema });
const PolicyParams = v.object({
  slug: v.picklist(
    POLICY_PAGES.map((page) => page.slug),
    'unknown policy',
  ),
});
const DoctorParams = v.object({ id: SlugSchema });
const BLOG_LIST_LIMIT = 50;

export function contentRoutes(app: ValibotApp, db: Db, publicCache: PublicCache): void {
  app.get(
    '/home',
    publicRoute(
      TAGS.content,
      {
        summary: 'Everything the home page shows: featured items and doctors, concerns, latest posts, brands',
        response: replies({ 200: HomeSchema }),
      },
      { publicCache: 'live' },
    ),
    async () => ok(await getHome(db, publicCache)),
  );

  app.get(
    '/blogs',
    publicRoute(
      TAGS.content,
      {
        summary: `The latest ${BLOG_LIST_LIMIT} blog posts`,
        response: replies({ 200: v.array(BlogPostSummarySchema) }),
      },
      { publicCache: 'content' },
    ),
    async () => ok(await listPosts(db, BLOG_LIST_LIMIT)),
  );
  app.get(
    '/blogs/:slug',
    publicRoute(
      TAGS.content,
      {
        summary: 'One blog post with its Markdown body',
        params: SlugParams,
        response: replies({ 200: BlogPostSchema }, [400, 404]),
      },
      { publicCache: 'content' },
    ),
    async (request) => {
      const post = await getPost(db, request.params.slug);
      if (!post) throw notFound('Blog post');
      return ok(post);
    },
  );
  app.get(
    `/search/${BLOG_SEARCH_INDEX}`,
    publicRoute(TAGS.search, {
      summary: 'Full-text search of the blog, best match first (an empty query lists the latest posts)',
      querystring: BlogSearchQuerySchema,
      response: replies({ 200: v.array(BlogPostSummarySchema) }, [400]),
    }),
    async (request) => ok(await searchPosts(db, publicCache, request.query.query, request.query.limit)),
  );

  app.get(
    '/content/policies/:slug',
    publicRoute(
      TAGS.content,
      {
        summary: 'One policy page: terms, privacy, refund or shipping',
        params: PolicyParams,
        response: replies({ 200: PolicySchema }, [400, 404]),
      },
      { publicCache: 'content' },
    ),
    async (request) => {
      const policy = await getPolicy(db, request.params.slug);
      if (!policy) throw notFound('Policy');
      return ok(policy);
    },
  );

  app.get(
    '/doctors/query/:start/:limit',
    // "Available today" changes with every booking and as the day goes by: never kept.
    publicRoute(
      TAGS.doctors,
      {
        summary: 'A page of verified doctors, featured and most experienced first (best match first for q), filtered',
        description:
          'Filters, all optional: `q` (names, languages, specializations; typos forgiven), `speciality`, `language` (one entry, any case), `minFee`/`maxFee` (whole rupees, inclusive), `mode` (video, audio, clinic), `today=1` (a free slot today, India time). `total` counts every match.',
        params: PageParamsSchema,
        querystring: DoctorListQuerySchema,
        response: replies({ 200: DoctorPageSchema }, [400]),
      },
      { publicCache: (request) => ('today' in (request.query as object) ? undefined : 'live') },
    ),
    async (request) =>
      ok(
        await listDoctors(db, publicCache, {
          start: request.params.start,
          limit: request.params.limit,
          filters: request.query,
          now: Date.now(),
        }),
      ),
  );
  app.get(
    '/doctors/:id',
    publicRoute(
      TAGS.doctors,
      {
        summary: 'One verified doctor with bio and slot length',
        params: DoctorParams,
        response: replies({ 200: DoctorDetailSchema }, [400, 404]),
      },
      { publicCache: 'live' },
    ),
    async (request) => {
      const doctor = await getListedDoctor(db, request.params.id);
      if (!doctor) throw notFound('Doctor');
      return ok(doctor);
    },
  );
}
