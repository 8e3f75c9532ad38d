import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { StoreItem } from '@domain/contract/catalogue';
import type { ApiResult } from '@domain/contract/envelope';
import { PREFIX_LADDER } from '@domain/search';
import { searchLadderMachine, type ItemSearchRequest } from '@machines/searchLadder.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const item = { _id: 'ashwagandha-tablets', name: 'Ashwagandha Tablets' } as StoreItem;
const events = [
  actorDone('fetchItems', replyOf([item])),
  actorDone('fetchItems', replyOf([])),
  actorDone('fetchItems', UNANSWERED),
  actorFails('fetchItems', new Error('offline')),
];
const input = { query: 'ashwagnda', limit: 5 };
const fakes = fakeActors('fetchItems');
const machine = searchLadderMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('search ladder machine (generated paths)', {
  logic: searchLadderMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['fetching', 'found', 'exhausted', 'failed'],
  check: (snapshot) => {
    const { prefixLength, items } = snapshot.context;
    expect(PREFIX_LADDER).toContain(prefixLength);
    if (snapshot.matches('found')) expect(items.length).toBeGreaterThan(0);
    else expect(items).toEqual([]);
    // The ladder is only exhausted after prefix length 0 found nothing.
    if (snapshot.matches('exhausted')) expect(prefixLength).toBe(0);
    if (snapshot.status === 'done') expect(snapshot.output).toEqual(items);
  },
  more: (paths) =>
    it('tries every prefix length', () => {
      const tried = new Set(
        paths.filter((path) => path.state.value === 'fetching').map((path) => path.state.context.prefixLength),
      );
      expect([...tried].sort().reverse()).toEqual([...PREFIX_LADDER]);
    }),
});

// /search on a page the server rendered: the ladder starts from what the server's ladder found.
for (const start of [
  { name: 'embedded items', preloaded: [item], state: 'found' },
  { name: 'embedded nothing found', preloaded: [], state: 'exhausted' },
])
  describeGeneratedPaths(`search ladder machine from ${start.name} (generated paths)`, {
    logic: searchLadderMachine,
    machine,
    fakes,
    events,
    input: { ...input, preloaded: start.preloaded },
    reaches: [start.state],
    runsWhile: { fetchItems: 'fetching' },
    check: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(start.preloaded);
    },
  });

describe('search ladder machine', () => {
  it('asks with prefix lengths 3, 2, 1 and stops at the first that finds something', async () => {
    const asked: ItemSearchRequest[] = [];
    const actor = createActor(
      searchLadderMachine.provide({
        actors: {
          fetchItems: fromPromise(async ({ input }: { input: ItemSearchRequest }): Promise<ApiResult<StoreItem[]>> => {
            asked.push(input);
            return replyOf(input.prefixLength <= 1 ? [item] : []);
          }),
        },
      }),
      { input },
    ).start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked).toEqual([3, 2, 1].map((prefixLength) => ({ query: 'ashwagnda', prefixLength, limit: 5 })));
    expect(done.value).toBe('found');
    expect(done.output).toEqual([item]);
  });

  it('stops at the first failure instead of asking again (failures are only logged)', async () => {
    let calls = 0;
    const actor = createActor(
      searchLadderMachine.provide({
        actors: {
          fetchItems: fromPromise(async (): Promise<ApiResult<StoreItem[]>> => {
            calls += 1;
            return UNANSWERED;
          }),
        },
      }),
      { input },
    ).start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toBe(1);
    expect(done.value).toBe('failed');
    expect(done.output).toEqual([]);
  });

  it('never asks for a blank query or one with characters search does not accept', async () => {
    for (const query of ['', '   ', 'ashwa!', 'a/b']) {
      let calls = 0;
      const actor = createActor(
        searchLadderMachine.provide({
          actors: {
            fetchItems: fromPromise(async (): Promise<ApiResult<StoreItem[]>> => {
              calls += 1;
              return replyOf([item]);
            }),
          },
        }),
        { input: { query, limit: 5 } },
      ).start();
      expect(actor.getSnapshot().value).toBe('exhausted');
      expect(actor.getSnapshot().output).toEqual([]);
      expect(calls).toBe(0);
    }
  });

  it('trims the query it sends', async () => {
    const asked: string[] = [];
    const actor = createActor(
      searchLadderMachine.provide({
        actors: {
          fetchItems: fromPromise(async ({ input }: { input: ItemSearchRequest }): Promise<ApiResult<StoreItem[]>> => {
            asked.push(input.query);
            return replyOf([item]);
          }),
        },
      }),
      { input: { query: '  tulsi ', limit: 50 } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked).toEqual(['tulsi']);
  });
});
