// A count with its noun, as every listing and status line writes it.
import { indianDigits } from './indianDigits';

/** '1 review', '12 reviews', '1,204 products' (Indian digit grouping). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${indianDigits(count)} ${count === 1 ? one : many}`;
}
