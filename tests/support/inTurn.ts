/**
 * `work` on each item, one after another: a test that asks the server for many things at once
 * fills its admission queue, and under a loaded machine the server rightly answers 503 to a
 * request that waited too long (server/http/loadShedding.ts). A test's set-up asks in turn.
 */
export async function inTurn<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
}
