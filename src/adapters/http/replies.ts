// Turning the API client's answers into values or rejections, so the machine that asked can say
// what failed.
import type { ApiResult } from '@domain/contract/envelope';

/** A write's data, or a rejection with the server's message. */
export function succeeded<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(result.message);
  return result.data;
}
