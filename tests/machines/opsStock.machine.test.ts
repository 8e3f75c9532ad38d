import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { opsStockMachine } from '@machines/opsStock.machine';
import { anOpsItem } from '../support/builders/ops';
import { childMachinesOn } from '../support/childMachines';
import { startListed } from '../support/deskList';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const low = anOpsItem();
const restocked = { ...low, stock: 40, lowStock: false, updatedAt: '2026-11-21T10:00:00.000Z' };
const page = { items: [low], total: 1, start: 0, limit: 20 };
const filter = { q: '', lowStock: true, start: 0 };
const body = { stock: 40, sellingPrice: 180, costPrice: 200 };
const refusal = 'sellingPrice must not exceed costPrice (the MRP)';

const events = [
  { type: 'save', itemId: low._id, body },
  actorDone('saveItem', { success: true, data: restocked }),
  actorDone('saveItem', { success: false, message: refusal }),
  actorFails('saveItem', new Error('offline')),
];
const fakes = fakeActors('deskList', 'roleAccess', 'loadPage', 'saveItem');
const machine = opsStockMachine.provide({ actors: fakes.actors });
/** The machine with its real desk list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { deskList: childMachinesOn(fakes).deskList } });
const input = { uid: 'operator-uid', filter };

describeGeneratedPaths('operator stock machine (generated paths)', {
  logic: opsStockMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['idle', 'saving'],
  runsWhile: { saveItem: 'saving' },
});

describe('operator stock scenarios', () => {
  const listed = () => startListed(listing, input, fakes, page);

  it('lists the items low on stock, saves a restock and shows what the server kept', async () => {
    const { actor, toasts, list } = await listed();
    expect(fakes.inputs('loadPage').at(-1)).toEqual(filter);
    actor.send({ type: 'save', itemId: low._id, body });
    expect(fakes.inputs('saveItem').at(-1)).toEqual({ itemId: low._id, body });
    await fakes.resolve('saveItem', { success: true, data: restocked });
    expect(list().page).toEqual({ ...page, items: [restocked] });
    expect(toasts).toEqual([OPS_MESSAGES.itemSaved(low.name)]);
  });

  it("keeps the item and says the server's reason when it refuses", async () => {
    const { actor, toasts, list } = await listed();
    actor.send({ type: 'save', itemId: low._id, body });
    await fakes.resolve('saveItem', { success: false, message: refusal });
    expect(list().page).toEqual(page);
    expect(toasts).toEqual([refusal]);
  });

  it('says the save failed when the server did not answer', async () => {
    const { actor, toasts, list } = await listed();
    actor.send({ type: 'save', itemId: low._id, body });
    await fakes.reject('saveItem', new Error('offline'));
    expect(list().page).toEqual(page);
    expect(toasts).toEqual([OPS_MESSAGES.itemFailed]);
  });
});
