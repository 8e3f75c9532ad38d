// Requests for one operation of an OpenAPI 3.1 document, as app.inject options: path params,
// query and body from the operation's schemas, each field valid, at a limit or hostile, and
// signed in as the caller, with a garbage token or with none where the operation needs a token.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { hostileRawBodies, hostileValue } from './hostileValues';
import { edgeValues, resolve, validValue, type JsonSchema, type SchemaContext } from './jsonSchemaArbitrary';

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

/** A value for `schema`: mostly valid, sometimes at or past a limit, sometimes hostile; objects and arrays mixed per field. */
export function fuzzValue(schema: JsonSchema, context: SchemaContext, name?: string): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, context);
  const edges = edgeValues(resolved, context);
  const whole = fc.oneof(
    { weight: 8, arbitrary: validValue(resolved, context, name) },
    ...(edges.length ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
    { weight: 1, arbitrary: hostileValue },
  );
  if (resolved.properties) {
    const fields = Object.fromEntries(
      Object.entries(resolved.properties).map(([key, property]) => [key, fuzzValue(property, context, key)]),
    );
    const extra = fc.dictionary(fc.constantFrom('extra', 'isAdmin', 'uid', 'role', '$where'), hostileValue, {
      maxKeys: 1,
    });
    const mixed = fc
      .tuple(fc.record(fields, { requiredKeys: resolved.required ?? [] }), extra)
      .map(([record, extras]) => ({ ...extras, ...record }));
    return fc.oneof({ weight: 4, arbitrary: mixed }, { weight: 1, arbitrary: whole });
  }
  if (resolved.items) {
    const items = fc.array(fuzzValue(resolved.items, context), { maxLength: 4 });
    return fc.oneof({ weight: 3, arbitrary: items }, { weight: 1, arbitrary: whole });
  }
  return whole;
}

/** As often a wholly valid value (so requests get past validation to the database) as a fuzzed one. */
function validOrFuzzed(schema: JsonSchema, context: SchemaContext, name?: string): fc.Arbitrary<unknown> {
  return fc.oneof(validValue(schema, context, name), fuzzValue(schema, context, name));
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

function queryOf(query: Record<string, unknown>, tail: string): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encodeText(key)}=${encodeText(asText(item))}`),
  );
  const text = pairs.join('&') + tail;
  return text ? `?${text.replace(/^&/, '')}` : '';
}

function parametersIn(operation: OpenAPIV3_1.OperationObject, where: 'path' | 'query') {
  return ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((parameter) => parameter.in === where);
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
  const pathParams = Object.fromEntries(
    parametersIn(operation, 'path').map((parameter) => {
      const value = validOrFuzzed(parameter.schema as JsonSchema, context, parameter.name);
      const raw = fc.constantFrom(...RAW_SEGMENTS).map((text) => new RawSegment(text));
      const own = signedIn ? [{ weight: 6, arbitrary: fc.constant(caller.uid) }] : [];
      return [parameter.name, fc.oneof(...own, { weight: 6, arbitrary: value }, { weight: 1, arbitrary: raw })];
    }),
  );
  const queryParameters = parametersIn(operation, 'query');
  const query = fc.record(
    Object.fromEntries(
      queryParameters.map((parameter) => [
        parameter.name,
        validOrFuzzed(parameter.schema as JsonSchema, context, parameter.name),
      ]),
    ),
    { requiredKeys: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  );
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
      params: fc.record(pathParams),
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
