// The API's reply shape: { success: true, data } or { success: false, message }.
import * as v from 'valibot';

export function successOf<T extends v.GenericSchema>(data: T) {
  return v.object({ success: v.literal(true), data });
}

export const FailureSchema = v.object({ success: v.literal(false), message: v.string() });

export type Success<T> = { success: true; data: T };
export type Failure = { success: false; message: string };
export type ApiResult<T> = Success<T> | Failure;
