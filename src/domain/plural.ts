// A count with its noun, as every listing and status line writes it.

/** '1 review', '12 reviews', '1,204 products' (Indian digit grouping). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}
