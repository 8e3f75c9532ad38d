import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { opsStockMachine } from '@machines/opsStock.machine';
import { anOpsItem } from '../support/builders/ops';
import { childMachinesOn, pagedListOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const low = anOpsItem();
const restocked = { ...low, stock: 40, lowStock: false, updatedAt: '2026-11-21T10:00:00.000Z' };
const page = { items: [low], total: 1, start: 0, limit: 20 };
const granted = { kind: 'granted' };
const filter = { q: '', lowStock: true, start: 0 };
const body = { stock: 40, sellingPrice: 180, costPrice: 200 };
const refusal = 'sellingPrice must not exceed costPrice (the MRP)';

const events = [
  ...pagedListOutcomes(page),
  { type: 'retry' },
  { type: 'filter', filter: { q: 'triphala', lowStock: false, start: 0 } },
  { type: 'save', itemId: low._id, body },
  actorDone('saveItem', { success: true, data: restocked }),
  actorDone('saveItem', { success: false, message: refusal }),
  actorFails('saveItem', new Error('offline')),
];
const fakes = fakeActors('pagedList', 'roleAccess', 'loadPage', 'saveItem');
const machine = opsStockMachine.provide({ actors: fakes.actors });
/** The machine with its real paged list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { pagedList: childMachinesOn(fakes).pagedList } });
const input = { uid: 'operator-uid', filter };

describeGeneratedPaths('operator stock machine (generated paths)', {
  logic: opsStockMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, page: snapshot.context.page !== null }),
  runsWhile: { pagedList: 'loading', saveItem: { ready: 'saving' } },
});

describe('operator stock scenarios', () => {
  it('lists the items low on stock, saves a restock and shows what the server kept', async () => {
    const { actor, toasts } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    expect(fakes.inputs('loadPage').at(-1)).toEqual(filter);
    await fakes.resolve('loadPage', page);
    actor.send({ type: 'save', itemId: low._id, body });
    expect(fakes.inputs('saveItem').at(-1)).toEqual({ itemId: low._id, body });
    await fakes.resolve('saveItem', { success: true, data: restocked });
    expect(actor.getSnapshot().context.page?.items).toEqual([restocked]);
    expect(toasts).toEqual([OPS_MESSAGES.itemSaved(low.name)]);
  });

  it("keeps the item and says the server's reason when it refuses", async () => {
    const { actor, toasts } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadPage', page);
    actor.send({ type: 'save', itemId: low._id, body });
    await fakes.resolve('saveItem', { success: false, message: refusal });
    expect(actor.getSnapshot().context.page?.items).toEqual([low]);
    expect(toasts).toEqual([refusal]);
  });

  it('a search typed while the list loads loads that search instead', async () => {
    const { actor } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    const search = { q: 'triphala', lowStock: false, start: 0 };
    actor.send({ type: 'filter', filter: search });
    // No page has loaded yet, so the new list asks for the roles again.
    await fakes.resolve('roleAccess', granted);
    expect(fakes.inputs('loadPage').slice(-2)).toEqual([filter, search]);
    expect(actor.getSnapshot().context.filter).toEqual(search);
  });
});
