// Every body, query and param is declared on its route as a shared valibot schema: Fastify runs
// it before the handler (bad input is a 400 naming the field, before anything is read or
// written), the handler receives its typed output, and the same schema documents the route.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import * as v from 'valibot';
import { badRequest } from './errors';

/** Types `request.params`, `.query` and `.body` from the route's valibot schemas, and replies from its responses. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

export function isValibotSchema(schema: unknown): schema is v.GenericSchema {
  return typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';
}

/** A raw body (an uploaded file) is documented with a plain binary schema; its handler checks it. */
function isRawBody(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as { format?: unknown }).format === 'binary';
}

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = v.getDotPath(issue);
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (isRawBody(schema)) return () => true;
  if (!isValibotSchema(schema)) throw new Error(`${method} ${url}: the ${httpPart} schema must be a valibot schema`);
  return (value: unknown) => {
    const result = v.safeParse(schema, value ?? {});
    return result.success ? { value: result.output } : { error: badRequest(describeIssues(result.issues)) };
  };
};

/** Response schemas document the replies; the replies themselves are plain JSON. */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** A Fastify instance whose routes declare valibot schemas. */
export type ValibotApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ValibotTypeProvider
>;
