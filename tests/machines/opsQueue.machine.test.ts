import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { MAX_BULK_PACK } from '@domain/ops';
import { opsQueueMachine } from '@machines/opsQueue.machine';
import { replyOf } from '../support/apiReplies';
import { anOpsOrder, aQueuePage } from '../support/builders/ops';
import { childMachinesOn } from '../support/childMachines';
import { startListed } from '../support/deskList';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const toPack = anOpsOrder('created');
const page = aQueuePage([toPack], { created: 1 });
const filter = { status: 'created' as const, q: '', start: 0 };
const shipped = { status: 'shipped' as const, q: 'Asha', start: 0 };
const refusal = 'This order cannot be packed now (packed)';

const events = [
  { type: 'filter', filter: shipped },
  { type: 'toggle', orderId: toPack._id },
  { type: 'packSelected' },
  actorDone('packOrders', { packed: 1, refusals: [] }),
  actorDone('packOrders', { packed: 0, refusals: [refusal] }),
  actorFails('packOrders', new Error('offline')),
];
const fakes = fakeActors('deskList', 'roleAccess', 'loadPage', 'packOrders');
const machine = opsQueueMachine.provide({ actors: fakes.actors });
/** The machine with its real desk list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { deskList: childMachinesOn(fakes).deskList } });
const input = { uid: 'operator-uid', filter };

describeGeneratedPaths('operator queue machine (generated paths)', {
  logic: opsQueueMachine,
  machine,
  fakes,
  events,
  input,
  // The flow's position and its selection.
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, selected: snapshot.context.selected.length }),
  reaches: ['idle', 'packing'],
  runsWhile: { packOrders: 'packing' },
});

describe('operator queue scenarios', () => {
  const readyQueue = () => startListed(listing, input, fakes, page);

  it('loads the tab of the filter it opens with, for an operator only', async () => {
    const { list } = await readyQueue();
    expect(fakes.inputs('roleAccess').at(-1)).toEqual({ uid: 'operator-uid', role: 'operator' });
    expect(fakes.inputs('loadPage').at(-1)).toEqual(filter);
    expect(list().page).toEqual(page);
  });

  it('packs the selected orders, says how many, and loads the queue again', async () => {
    const { actor, toasts, list } = await readyQueue();
    actor.send({ type: 'packSelected' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'toggle', orderId: toPack._id });
    actor.send({ type: 'packSelected' });
    expect(fakes.inputs('packOrders').at(-1)).toEqual([toPack._id]);
    await fakes.resolve('packOrders', { packed: 1, refusals: [] });
    expect(toasts).toEqual([OPS_MESSAGES.packed(1)]);
    expect(list().value).toBe('loading');
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it("says which orders were refused, with the server's reason, or that the pack failed", async () => {
    const { actor, toasts } = await readyQueue();
    actor.send({ type: 'toggle', orderId: 'a' });
    actor.send({ type: 'toggle', orderId: 'b' });
    actor.send({ type: 'packSelected' });
    await fakes.resolve('packOrders', { packed: 1, refusals: [refusal] });
    await fakes.resolve('loadPage', replyOf(page));
    actor.send({ type: 'toggle', orderId: 'a' });
    actor.send({ type: 'packSelected' });
    await fakes.reject('packOrders', new Error('offline'));
    expect(toasts).toEqual([OPS_MESSAGES.packRefused(1, 2, refusal), OPS_MESSAGES.packFailed]);
  });

  it('a toggle unselects a selected order, and a selection stops at one page of orders', async () => {
    const { actor } = await readyQueue();
    actor.send({ type: 'toggle', orderId: 'a' });
    actor.send({ type: 'toggle', orderId: 'a' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    for (let index = 0; index <= MAX_BULK_PACK; index += 1) actor.send({ type: 'toggle', orderId: `o${index}` });
    expect(actor.getSnapshot().context.selected).toHaveLength(MAX_BULK_PACK);
  });

  it('another tab or search forgets the selection and loads that filter, even while a load is on its way', async () => {
    const { actor } = await readyQueue();
    actor.send({ type: 'toggle', orderId: toPack._id });
    actor.send({ type: 'filter', filter: shipped });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'filter', filter });
    expect(fakes.inputs('loadPage').slice(-2)).toEqual([shipped, filter]);
  });
});
