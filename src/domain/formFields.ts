// Field-by-field validation shared by the form machines: a failed parse becomes one message
// per field, and a field already marked wrong is re-checked as the person types.
import * as v from 'valibot';
import { fieldErrors } from './validation';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function validateFields<F extends string>(schema: v.GenericSchema, values: Record<F, string>): FieldErrors<F> {
  const result = v.safeParse(schema, values);
  return result.success ? {} : (fieldErrors(result.issues) as FieldErrors<F>);
}

/** The values with one field changed, and the errors with that field re-checked if it was wrong. */
export function changeField<F extends string>(
  schema: v.GenericSchema,
  values: Record<F, string>,
  errors: FieldErrors<F>,
  field: F,
  value: string,
): { values: Record<F, string>; errors: FieldErrors<F> } {
  const nextValues = { ...values, [field]: value };
  const nextErrors = { ...errors };
  if (nextErrors[field]) nextErrors[field] = validateFields<F>(schema, nextValues)[field];
  if (!nextErrors[field]) delete nextErrors[field];
  return { values: nextValues, errors: nextErrors };
}
