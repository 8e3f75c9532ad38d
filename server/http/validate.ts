// Every body, query and param goes through a shared valibot schema: bad input is a 400 with a
// message naming the field, before anything is read or written.
import * as v from 'valibot';
import { badRequest } from './errors';

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = v.getDotPath(issue);
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export function parseInput<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value ?? {});
  if (!result.success) throw badRequest(describeIssues(result.issues));
  return result.output;
}
