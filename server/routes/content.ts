import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { BLOG_SEARCH_INDEX } from '../../src/domain/constants';
import { PageParamsSchema, SlugSchema } from '../../src/domain/contract/common';
import { BlogSearchQuerySchema } from '../../src/domain/contract/search';
import { POLICY_PAGES } from '../../src/domain/routes';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { ok } from '../http/reply';
import { parseInput } from '../http/validate';
import { getHome, getPolicy, getPost, listPosts, searchPosts } from '../services/content';
import { getListedDoctor, listDoctors } from '../services/doctors';

const SlugParams = v.object({ slug: SlugSchema });
const PolicyParams = v.object({
  slug: v.picklist(
    POLICY_PAGES.map((page) => page.slug),
    'unknown policy',
  ),
});
const DoctorParams = v.object({ id: SlugSchema });
const BLOG_LIST_LIMIT = 50;

export function contentRoutes(app: FastifyInstance, db: Db): void {
  app.get('/home', async () => ok(await getHome(db)));

  app.get('/blogs', async () => ok(await listPosts(db, BLOG_LIST_LIMIT)));
  app.get('/blogs/:slug', async (request) => {
    const { slug } = parseInput(SlugParams, request.params);
    const post = await getPost(db, slug);
    if (!post) throw notFound('Blog post');
    return ok(post);
  });
  app.get(`/search/${BLOG_SEARCH_INDEX}`, async (request) => {
    const { query, limit } = parseInput(BlogSearchQuerySchema, request.query);
    return ok(await searchPosts(db, query, limit));
  });

  app.get('/content/policies/:slug', async (request) => {
    const { slug } = parseInput(PolicyParams, request.params);
    const policy = await getPolicy(db, slug);
    if (!policy) throw notFound('Policy');
    return ok(policy);
  });

  app.get('/doctors/query/:start/:limit', async (request) => {
    const { start, limit } = parseInput(PageParamsSchema, request.params);
    return ok(await listDoctors(db, start, limit));
  });
  app.get('/doctors/:id', async (request) => {
    const { id } = parseInput(DoctorParams, request.params);
    const doctor = await getListedDoctor(db, id);
    if (!doctor) throw notFound('Doctor');
    return ok(doctor);
  });
}
