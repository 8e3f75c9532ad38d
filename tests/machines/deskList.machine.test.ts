import { describe, expect, it } from 'vitest';
import { deskListMachine, type DeskListInput } from '@machines/deskList.machine';
import { replyOf } from '../support/apiReplies';
import { roleAccessOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const first = { _id: 'first', stock: 2 };
const page = { items: [first], total: 1, start: 0, limit: 20 };
const saved = { _id: 'first', stock: 40 };
const input: DeskListInput = { uid: 'operator-uid', query: { q: '', start: 0 } };
const search = { q: 'triphala', start: 0 };
/** The server says there is nothing there (no such order, no SMS sandbox): the page is null. */
const notFound = { success: false, code: 'not_found', message: 'Not found' };

const events = [
  ...roleAccessOutcomes({ roles: [], application: null }),
  actorDone('loadPage', replyOf(page)),
  actorDone('loadPage', notFound),
  actorDone('loadPage', { success: false, code: 'unanswered', message: 'No reply' }),
  actorFails('loadPage', new Error('offline')),
  { type: 'filter', query: search },
  { type: 'reload' },
  { type: 'retry' },
  { type: 'replaceRow', row: saved },
];
const fakes = fakeActors('roleAccess', 'loadPage');
const machine = deskListMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('desk list machine (generated paths)', {
  logic: deskListMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, query: snapshot.context.query, page: snapshot.context.page }),
  reaches: ['checkingRole', 'loading', 'ready', 'refused', 'unavailable'],
  runsWhile: { roleAccess: 'checkingRole', loadPage: 'loading' },
});

describe('desk list scenarios', () => {
  async function ready() {
    const actor = createActor(machine, { input }).start();
    expect(fakes.inputs('roleAccess').at(-1)).toEqual({ uid: 'operator-uid', role: 'operator' });
    await fakes.resolve('roleAccess', { kind: 'granted' });
    expect(fakes.inputs('loadPage').at(-1)).toEqual(input.query);
    await fakes.resolve('loadPage', replyOf(page));
    expect(actor.getSnapshot().value).toBe('ready');
    return actor;
  }

  it('loads the page the desk asked for once the role is granted, and keeps it', async () => {
    const actor = await ready();
    expect(actor.getSnapshot().context.page).toEqual(page);
  });

  it('loads another query or reloads without asking for the roles again', async () => {
    const actor = await ready();
    const asked = fakes.inputs('roleAccess').length;
    actor.send({ type: 'filter', query: search });
    expect(fakes.inputs('loadPage').at(-1)).toEqual(search);
    // The page shown stays until the next one is here.
    expect(actor.getSnapshot().context.page).toEqual(page);
    await fakes.resolve('loadPage', replyOf({ ...page, items: [] }));
    actor.send({ type: 'reload' });
    expect(fakes.inputs('loadPage').at(-1)).toEqual(search);
    expect(fakes.inputs('roleAccess')).toHaveLength(asked);
  });

  it('a query asked for while the roles or a page load is the one loaded', async () => {
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'filter', query: search });
    await fakes.resolve('roleAccess', { kind: 'granted' });
    expect(fakes.inputs('loadPage').at(-1)).toEqual(search);
    const later = { q: 'ashwagandha', start: 0 };
    actor.send({ type: 'filter', query: later });
    expect(fakes.inputs('loadPage').at(-1)).toEqual(later);
    await fakes.resolve('loadPage', replyOf(page));
    expect(actor.getSnapshot().context).toMatchObject({ query: later, page });
  });

  it('puts a saved row in place of the one listed', async () => {
    const actor = await ready();
    actor.send({ type: 'replaceRow', row: saved });
    expect(actor.getSnapshot().context.page).toEqual({ ...page, items: [saved] });
  });

  it('is refused for anyone but an operator, without loading a page', async () => {
    const loads = fakes.inputs('loadPage').length;
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('roleAccess', { kind: 'refused', permission: { roles: [], application: null } });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(fakes.inputs('loadPage')).toHaveLength(loads);
  });

  it('is unavailable when the roles or the page could not be loaded, and a retry asks for both', async () => {
    const actor = createActor(machine, { input }).start();
    await fakes.resolve('roleAccess', { kind: 'unavailable' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'retry' });
    await fakes.resolve('roleAccess', { kind: 'granted' });
    await fakes.reject('loadPage', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('unavailable');
  });
});
