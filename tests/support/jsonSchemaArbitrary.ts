// fast-check arbitraries from the JSON Schemas of an API document: values the schema accepts,
// and the values at and just past each of its limits.
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

export interface SchemaContext {
  /** `components.schemas` of the document, for `$ref`s. */
  components: Record<string, JsonSchema>;
  /** Strings for string fields whose rules the schema only describes in words (a phone number, a birth date). */
  hints: Record<string, fc.Arbitrary<string>>;
  /** Strings the API has served (ids, names): valid values that reach stored rows. */
  served: readonly string[];
}

/** Arrays in generated values stay short: the limits themselves are probed by `edgeValues`. */
const MAX_GENERATED_ITEMS = 5;
const MAX_GENERATED_LENGTH = 40;

export function resolve(schema: JsonSchema, context: SchemaContext): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = context.components[name];
  if (!target) throw new Error(`unresolved reference ${schema.$ref}`);
  return resolve(target, context);
}

export const typesOf = (schema: JsonSchema): string[] =>
  schema.type ? [schema.type].flat() : schema.properties ? ['object'] : [];

/** Half of a surrogate pair on its own: no schema accepts one as text. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function fitsString(schema: JsonSchema, value: string): boolean {
  return (
    !LONE_SURROGATE.test(value) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value))
  );
}

function validString(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  const generated =
    schema.format === 'email'
      ? fc
          .tuple(
            fc.stringMatching(/^[a-z0-9]{1,16}(?:[._+-][a-z0-9]{1,8})?$/),
            fc.constantFrom('example.com', 'mail.co.in'),
          )
          .map(([local, domain]) => `${local}@${domain}`)
      : schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ minLength, maxLength, unit: 'grapheme' });
  const fitting = generated.filter((value) => fitsString(schema, value));
  const served = context.served.filter((value) => fitsString(schema, value));
  return served.length ? fc.oneof(fitting, fc.constantFrom(...served)) : fitting;
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
}

/** A value `schema` accepts; `name` is the field's name, for hints. */
export function validValue(schema: JsonSchema, context: SchemaContext, name?: string): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, context);
  const hint = name === undefined ? undefined : context.hints[name];
  if (hint && typesOf(resolved).includes('string')) return hint;
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, context, name)));
  const types = typesOf(resolved);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...resolved, type }, context, name)));
  switch (types[0]) {
    case 'string':
      return validString(resolved, context);
    case 'integer':
      return validNumber(resolved, true);
    case 'number':
      return validNumber(resolved, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(resolved.items ?? {}, context), {
        minLength: resolved.minItems ?? 0,
        maxLength: Math.min(resolved.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
      });
    case 'object': {
      const properties = resolved.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, context, key)]),
      );
      return fc.record(record, { requiredKeys: resolved.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values at each limit of `schema` and just past it. */
export function edgeValues(schema: JsonSchema, context: SchemaContext): unknown[] {
  const resolved = resolve(schema, context);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return alternatives.flatMap((alternative) => edgeValues(alternative, context));
  const edges: unknown[] = [];
  const types = typesOf(resolved);
  if (types.includes('string')) {
    const { minLength = 0, maxLength } = resolved;
    edges.push('', 'a'.repeat(minLength), ' '.repeat(Math.max(minLength, 1)));
    if (minLength > 0) edges.push('a'.repeat(minLength - 1));
    if (maxLength !== undefined)
      edges.push('a'.repeat(maxLength), 'a'.repeat(maxLength + 1), 'é'.repeat(maxLength + 1));
  }
  if (types.includes('number') || types.includes('integer')) {
    for (const limit of [resolved.minimum, resolved.maximum]) {
      if (limit !== undefined) edges.push(limit, limit - 1, limit + 1, limit - 0.001, limit + 0.001);
    }
    edges.push(0, -0, 0.1 + 0.2, 1.005);
  }
  if (types.includes('array')) {
    const item = resolved.items ?? {};
    edges.push([], [null]);
    if (resolved.maxItems !== undefined) {
      const itemValue = edgeValues(item, context).find((value) => typeof value === 'string' && value) ?? 1;
      edges.push(Array.from({ length: resolved.maxItems + 1 }, () => itemValue));
    }
  }
  if (types.includes('object')) edges.push({});
  for (const value of resolved.enum ?? []) {
    if (typeof value === 'string') edges.push(value.toUpperCase(), ` ${value}`, `${value}\u0000`);
  }
  return edges;
}
