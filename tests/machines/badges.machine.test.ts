import { describe, expect, it } from 'vitest';
import { badgesMachine } from '../../src/machines/badges.machine';
import { silent } from '../support/inert';
import { describePath, generatePaths, replayPath } from '../support/paths';

const events = [
  { type: 'counts.changed', counts: { cart: 2, wishlist: 1 } },
  { type: 'counts.changed', counts: { cart: 0, wishlist: 0 } },
];

describe('badges machine (generated paths)', () => {
  const paths = generatePaths(badgesMachine, { events, kind: 'shortest' });
  it(`has ${paths.length} paths`, () => expect(paths.length).toBe(2));
  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, { machine: badgesMachine.provide({ actors: { watchCounts: silent() } }) });
    });
  }
});
