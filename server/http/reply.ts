import type { Success } from '../../src/domain/contract/envelope';

export function ok<T>(data: T): Success<T> {
  return { success: true, data };
}
