// Requests for one operation of an OpenAPI 3.1 document, as app.inject options: path params,
// query and body from the operation's schemas, each field valid, at a limit or hostile, and
// signed in as the caller, with a garbage token or with none where the operation needs a token.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { hostileRawBodies, hostileString, hostileValue, taint } from './hostileValues';
import { edgeValues, resolve, typesOf, validValue, type JsonSchema, type SchemaContext } from './jsonSchemaArbitrary';

export type Auth = 'caller' | 'none' | 'garbage';

export interface FuzzOperation {
  method: string;
  path: string;
  operation: OpenAPIV3_1.OperationObject;
}

export interface FuzzRequest {
  auth: Auth;
  options: InjectOptions & { url: string };
}

/** Path segments sent as they are: broken percent-encoding, encoded traversal. */
const RAW_SEGMENTS = ['%', '%zz', '%ED%A0%80', '%00', '%2e%2e', '..%2F..', '%252F', '%C0%AF', 'a%20b'];
/** Query text appended as it is: repeated, bracketed and prototype keys. */
const RAW_QUERY_TAILS = ['', '', '', '&__proto__=x', '&constructor[prototype][x]=1', '&a[]=1&a[]=2', '&&=&', '&%=%zz'];
const GARBAGE_TOKENS = [
  'not-a-token-at-all-but-long-enough',
  'a'.repeat(40),
  'eyJhbGciOiJub25lIn0.e30.'.padEnd(30, 'x'),
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
];

/**
 * A wrong value for `schema`: at or past a limit, or hostile. In place of text, most often a
 * valid value with a hostile character inside, which passes every other rule of the field.
 */
function wrongValue(schema: JsonSchema, context: SchemaContext, name?: string): fc.Arbitrary<unknown> {
  const edges = edgeValues(schema, context);
  const text = typesOf(schema).includes('string')
    ? [
        { weight: 4, arbitrary: taint(validValue(schema, context, name) as fc.Arbitrary<string>) },
        { weight: 2, arbitrary: hostileString },
      ]
    : [];
  return fc.oneof(...text, ...(edges.length ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []), {
    weight: 2,
    arbitrary: hostileValue,
  });
}

/**
 * A valid value with one part wrong: one field of an object (or one item of an array), at any
 * depth, is at a limit or hostile while the rest stays valid, so the wrong part is what the
 * server has to deal with. Sometimes the whole value is wrong, or an object gets an extra key.
 */
export function fuzzValue(schema: JsonSchema, context: SchemaContext, name?: string): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, context);
  const whole = wrongValue(resolved, context, name);
  const properties = Object.entries(resolved.properties ?? {});
  if (properties.length) {
    const valid = validValue(resolved, context, name) as fc.Arbitrary<Record<string, unknown>>;
    const oneFieldWrong = fc
      .constantFrom(...properties)
      .chain(([key, property]) =>
        fc.tuple(valid, fuzzValue(property, context, key)).map(([record, wrong]) => ({ ...record, [key]: wrong })),
      );
    const extraKey = fc
      .tuple(valid, fc.constantFrom('extra', 'isAdmin', 'uid', 'role', '$where'), hostileValue)
      .map(([record, key, value]) => ({ ...record, [key]: value }));
    return fc.oneof(
      { weight: 6, arbitrary: oneFieldWrong },
      { weight: 1, arbitrary: extraKey },
      { weight: 1, arbitrary: whole },
    );
  }
  if (resolved.items) {
    const oneItemWrong = fc
      .tuple(validValue(resolved, context, name) as fc.Arbitrary<unknown[]>, fuzzValue(resolved.items, context))
      .map(([items, wrong]) => [...items, wrong]);
    return fc.oneof({ weight: 3, arbitrary: oneItemWrong }, { weight: 1, arbitrary: whole });
  }
  return whole;
}

/** A wholly valid value (so requests get past validation to the database) or one with a part wrong. */
function validOrFuzzed(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: validValue(schema, context) },
    { weight: 2, arbitrary: fuzzValue(schema, context) },
  );
}

/** Two-to-three-byte UTF-8 of a lone surrogate, percent-encoded: what encodeURIComponent refuses to write. */
function percentEncodedSurrogate(unit: string): string {
  const code = unit.charCodeAt(0);
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');
}

function encodeText(text: string): string {
  return text
    .split(/([\uD800-\uDFFF])/u)
    .map((part, index) => (index % 2 ? percentEncodedSurrogate(part) : encodeURIComponent(part)))
    .join('');
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

class RawSegment {
  constructor(readonly text: string) {}
}

function pathOf(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value instanceof RawSegment) return value.text;
    // A wildcard keeps its slashes: they separate the segments it matches.
    if (name === '*') return asText(value).split('/').map(encodeText).join('/');
    return encodeText(asText(value));
  });
}

function queryOf(query: unknown, tail: string): string {
  // A query is name=value pairs: a wrong value in place of the whole query is sent as its text.
  const entries: [string, unknown][] = query && typeof query === 'object' ? Object.entries(query) : [['q', query]];
  const pairs = entries.flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encodeText(key)}=${encodeText(asText(item))}`),
  );
  const text = pairs.join('&') + tail;
  return text ? `?${text.replace(/^&/, '')}` : '';
}

function parametersIn(operation: OpenAPIV3_1.OperationObject, where: 'path' | 'query') {
  return ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((parameter) => parameter.in === where);
}

/** An operation's path or query parameters as one object schema. */
function parametersSchema(
  operation: OpenAPIV3_1.OperationObject,
  where: 'path' | 'query',
  adapt: (schema: JsonSchema) => JsonSchema = (schema) => schema,
): JsonSchema {
  const parameters = parametersIn(operation, where);
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [parameter.name, adapt(parameter.schema as JsonSchema)]),
    ),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function bodyArbitrary(
  operation: OpenAPIV3_1.OperationObject,
  context: SchemaContext,
): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  const content = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
  if (!content) return fc.constant({});
  const json = content['application/json']?.schema as JsonSchema | undefined;
  const wrongType = fc
    .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), fc.string({ maxLength: 40 }))
    .map(([type, payload]) => ({ payload, headers: { 'content-type': type } }));
  if (!json) {
    // A raw upload: bytes under each declared type, and under types it does not declare.
    const bytes = fc
      .tuple(fc.constantFrom(...Object.keys(content)), fc.uint8Array({ maxLength: 2048 }))
      .map(([type, data]) => ({ payload: Buffer.from(data), headers: { 'content-type': type } }));
    return fc.oneof({ weight: 4, arbitrary: bytes }, { weight: 1, arbitrary: wrongType });
  }
  const value = validOrFuzzed(json, context).map((payload) => ({
    payload: JSON.stringify(payload) ?? 'null',
    headers: { 'content-type': 'application/json' },
  }));
  const raw = hostileRawBodies.map((payload) => ({ payload, headers: { 'content-type': 'application/json' } }));
  return fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: wrongType });
}

/**
 * Requests for `operation`; on a signed-in operation, path params are often the caller's own
 * uid (so owner-only routes get past their owner check) and the caller is usually signed in.
 */
export function requestArbitrary(
  { method, path, operation }: FuzzOperation,
  context: SchemaContext,
  caller: { uid: string; idToken: string },
): fc.Arbitrary<FuzzRequest> {
  const signedIn = Boolean(operation.security?.length);
  // On a signed-in operation the caller's own uid is a valid value of every path param.
  const ownUid = (schema: JsonSchema): JsonSchema => (signedIn ? { anyOf: [schema, { const: caller.uid }] } : schema);
  const params = fc.oneof(
    { weight: 8, arbitrary: validOrFuzzed(parametersSchema(operation, 'path', ownUid), context) },
    {
      weight: 1,
      arbitrary: fc.record(
        Object.fromEntries(
          parametersIn(operation, 'path').map((parameter) => [
            parameter.name,
            fc.constantFrom(...RAW_SEGMENTS).map((text) => new RawSegment(text)),
          ]),
        ),
      ),
    },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const query = validOrFuzzed(parametersSchema(operation, 'query'), context);
  const auth: fc.Arbitrary<Auth> = signedIn
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constant('caller' as const) },
        fc.constantFrom('none' as const, 'garbage' as const),
      )
    : fc.constant('none' as const);
  return fc
    .record({
      auth,
      garbage: fc.constantFrom(...GARBAGE_TOKENS),
      params,
      query,
      tail: fc.constantFrom(...RAW_QUERY_TAILS),
      body: bodyArbitrary(operation, context),
    })
    .map(({ auth: who, garbage, params, query: queryValues, tail, body }) => {
      const token = who === 'caller' ? caller.idToken : who === 'garbage' ? garbage : undefined;
      return {
        auth: who,
        options: {
          method: method.toUpperCase() as InjectOptions['method'] & string,
          url: pathOf(path, params) + queryOf(queryValues, tail),
          ...body,
          headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
      };
    });
}
