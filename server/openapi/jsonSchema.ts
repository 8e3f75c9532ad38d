// Valibot schemas as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), describing what a
// client sends: pipes stop at the first transform, and rules JSON Schema cannot state (trimming,
// custom checks) are written into the description.
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

function withNote(schema: JsonSchema, note: string): JsonSchema {
  return { ...schema, description: schema.description ? `${schema.description}. ${note}` : note };
}

function describeRule(action: { type: string; message?: unknown }, schema: JsonSchema): JsonSchema | undefined {
  if (action.type === 'trim') return withNote(schema, 'Surrounding spaces are removed before the length rules apply');
  if (action.type === 'check') {
    return withNote(schema, typeof action.message === 'string' ? action.message : 'Checked by the server');
  }
  return undefined;
}

/**
 * Converts one schema; a schema found in `components` becomes a reference to
 * `#/components/schemas/<name>` instead of being written out again.
 */
export function toOpenApiSchema(schema: v.GenericSchema, components: Record<string, v.GenericSchema> = {}): JsonSchema {
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    typeMode: 'input',
    definitions: components,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    overrideAction: ({ valibotAction, jsonSchema }) => describeRule(valibotAction, jsonSchema),
  };
  const { $schema: _dialect, $defs: _definitions, ...converted } = toJsonSchema(schema, config);
  return converted;
}

/** Each named schema written out once, for `components.schemas`. */
export function toOpenApiComponents(components: Record<string, v.GenericSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(components).map(([name, schema]) => {
      const others = Object.fromEntries(Object.entries(components).filter(([other]) => other !== name));
      return [name, toOpenApiSchema(schema, others)];
    }),
  );
}
