// The API document against the server it describes: every registered route is in it (and
// nothing else), it has the shape of OpenAPI 3.1, its request schemas judge input as the
// valibot schemas do, and the routes it marks as signed-in refuse callers without a token.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileUpdateSchema } from '@domain/account';
import { ContactMessageSchema } from '@domain/contact';
import { ItemQueryBodySchema } from '@domain/contract/catalogue';
import { PageParamsSchema } from '@domain/contract/common';
import { FAILURE_CODES } from '@domain/contract/envelope';
import { StoreSearchQuerySchema } from '@domain/contract/search';
import { SITE_MESSAGES } from '@domain/messages/site';
import { useTestApp } from './testApp';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

const registered: { method: string; url: string; changesPublicData?: boolean }[] = [];
const { app } = useTestApp({
  onRoute: (route) => {
    for (const method of [route.method].flat())
      registered.push({ method, url: route.url, changesPublicData: route.config?.changesPublicData });
  },
});

/** Routes that serve the documentation itself, and the HEAD twins Fastify adds to every GET. */
const isDocumentationOrHead = ({ method, url }: { method: string; url: string }) =>
  method === 'HEAD' || url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');

/** Fastify's `/items/:id` and `/static/*` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

let document: Document;
const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as Method[])
      .filter((method) => item?.[method])
      .map((method) => ({ path, method, operation: item![method] as Operation })),
  );

beforeAll(async () => {
  const response = await app().inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

describe('the API document', () => {
  it('lists every registered route, and only those', () => {
    const routes = registered.filter((route) => !isDocumentationOrHead(route));
    expect(routes.length).toBeGreaterThan(20);
    const fromRoutes = routes.map(({ method, url }) => `${method} ${openApiPath(url)}`).sort();
    const fromDocument = operations()
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(fromDocument).toEqual(fromRoutes);
  });

  it('says of every route that can write whether it changes the public replies the server keeps', () => {
    const writers = operations().filter(({ method }) => method !== 'get');
    expect(writers.length).toBeGreaterThan(10);
    const declared = new Map(
      registered.map((route) => [`${route.method} ${openApiPath(route.url)}`, route.changesPublicData]),
    );
    for (const { path, method } of writers)
      expect(typeof declared.get(`${method.toUpperCase()} ${path}`), `${method} ${path}`).toBe('boolean');
  });

  it('has the shape of OpenAPI 3.1: summaries, tags, responses with descriptions, references that resolve', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    const tags = new Set(document.tags?.map((tag) => tag.name));
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    for (const { path, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(tags.has(tag), `${name} tag ${tag}`).toBe(true);
      const statuses = Object.keys(operation.responses ?? {});
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        name,
      ).toBe(true);
      for (const status of statuses) {
        const reply = operation.responses![status] as OpenAPIV3_1.ResponseObject;
        expect(reply.description, `${name} ${status}`).toBeTruthy();
      }
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(schemes, name).toContain(scheme);
      }
      const declared = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      for (const match of path.matchAll(/\{([^}]+)\}/g)) {
        expect(
          declared.some((parameter) => parameter.in === 'path' && parameter.name === match[1]),
          `${name} declares path parameter ${match[1]}`,
        ).toBe(true);
      }
    }
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, schema] of references) expect(document.components?.schemas, schema).toHaveProperty(schema!);
  });

  it('answers in the documented envelopes', () => {
    const failure = document.components?.schemas?.Failure;
    expect(failure).toMatchObject({ required: ['success', 'code', 'message'] });
    // The codes callers branch on are a closed list, the contract's.
    expect(failure).toMatchObject({ properties: { code: { enum: Object.values(FAILURE_CODES) } } });
    for (const { path, method, operation } of operations()) {
      for (const [status, reply] of Object.entries(operation.responses ?? {})) {
        const json = (reply as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema;
        if (!json) continue;
        const name = `${method.toUpperCase()} ${path} ${status}`;
        if (status.startsWith('2'))
          expect((json as OpenAPIV3_1.SchemaObject).required, name).toEqual(['success', 'data']);
        else expect(json, name).toEqual(expect.objectContaining({ $ref: '#/components/schemas/Failure' }));
      }
    }
  });
});

describe('routes the document marks as signed-in', () => {
  it('refuse a caller without a bearer token', async () => {
    const signedIn = operations().filter(({ operation }) => operation.security?.length);
    expect(signedIn.length).toBeGreaterThan(3);
    for (const { path, method } of signedIn) {
      const url = path.replace(/\{[^}]+\}/g, 'someone');
      const response = await app().inject({ method: method.toUpperCase() as 'GET', url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'unauthenticated',
        message: SITE_MESSAGES.signInRequired,
      });
    }
  });
});

describe('request schemas in the document', () => {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const operation = (method: Method, path: string) => document.paths![path]![method] as Operation;
  const withComponents = (schema: object) => ({ ...schema, components: document.components });

  const bodySchema = (method: Method, path: string) => {
    const body = operation(method, path).requestBody as OpenAPIV3_1.RequestBodyObject;
    return withComponents(body.content['application/json']!.schema!);
  };
  /** The path or query parameters of an operation, as one object schema. */
  const parameterSchema = (method: Method, path: string, where: 'path' | 'query') => {
    const parameters = (operation(method, path).parameters as OpenAPIV3_1.ParameterObject[]).filter(
      (parameter) => parameter.in === where,
    );
    return withComponents({
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    });
  };

  const agree = (documented: object, schema: v.GenericSchema, samples: [sample: unknown, valid: boolean][]) => {
    const validate = ajv.compile(documented);
    for (const [sample, valid] of samples) {
      expect(v.safeParse(schema, sample).success, `valibot on ${JSON.stringify(sample)}`).toBe(valid);
      expect(validate(sample), `document on ${JSON.stringify(sample)}`).toBe(valid);
    }
  };

  const contact = { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345', message: 'Where is my order?' };
  const profile = {
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98450 12345',
    birthDate: '1990-04-12',
    gender: 'female',
  };

  it('judge the contact form as the server does', () => {
    agree(bodySchema('post', '/api/contact'), ContactMessageSchema, [
      [contact, true],
      [{ ...contact, message: 'short' }, false],
      [{ ...contact, email: 'asha@' }, false],
      [{ name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345' }, false],
    ]);
  });

  it('judge a profile update as the server does', () => {
    agree(bodySchema('put', '/api/users/{uid}'), ProfileUpdateSchema, [
      [profile, true],
      [{ ...profile, photoKey: null }, true],
      [{ ...profile, photoKey: 'uploads/abc/0f3a' }, true],
      [{ ...profile, photoKey: '../elsewhere' }, false],
      [{ ...profile, gender: 'unknown' }, false],
    ]);
  });

  it('judge an item query as the server does', () => {
    agree(bodySchema('post', '/api/store/items/filter/{start}/{limit}'), ItemQueryBodySchema, [
      [{}, true],
      [{ sort: 'price-asc', minPrice: 100, brands: ['Vedavana'] }, true],
      [{ sort: 'cheapest' }, false],
      [{ limit: 101 }, false],
      [{ start: 1.5 }, false],
      [{ minRating: 6 }, false],
    ]);
  });

  it('judge path and query parameters as the server does', () => {
    agree(parameterSchema('get', '/api/store/items/query/{start}/{limit}', 'path'), PageParamsSchema, [
      [{ start: '0', limit: '20' }, true],
      [{ start: '-1', limit: '20' }, false],
      [{ start: '0', limit: 'all' }, false],
      [{ start: '0' }, false],
    ]);
    agree(parameterSchema('get', '/api/search/store', 'query'), StoreSearchQuerySchema, [
      [{ query: 'ashwa' }, true],
      [{ query: 'ashwa', limit: '10', prefixLength: '2' }, true],
      [{}, false],
      [{ query: 'ashwa', limit: 'ten' }, false],
      [{ query: 'ashwa', type: 'exact' }, false],
    ]);
  });
});
