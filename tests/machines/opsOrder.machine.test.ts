import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { opsOrderMachine } from '@machines/opsOrder.machine';
import { replyOf } from '../support/apiReplies';
import { anOpsOrder, aRefund } from '../support/builders/ops';
import { childMachinesOn } from '../support/childMachines';
import { startListed } from '../support/deskList';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const confirmed = anOpsOrder('created');
const packed = anOpsOrder('packed');
const ship = { event: 'ship' as const, carrier: 'Delhivery', trackingNumber: 'DL-123' };
const partRefund = { amountPaise: 15_000, reason: 'One jar arrived broken' };
const conflict = 'This order cannot be packed now: it is packed';

const events = [
  { type: 'move', order: confirmed, body: { event: 'pack' } },
  { type: 'move', order: confirmed, body: ship },
  { type: 'refund', order: confirmed, body: partRefund },
  { type: 'refund', order: confirmed, body: { ...partRefund, amountPaise: confirmed.refundablePaise + 1 } },
  actorDone('moveOrder', { success: true, data: packed }),
  actorDone('moveOrder', { success: false, code: 'conflict', message: conflict }),
  actorFails('moveOrder', new Error('offline')),
  actorDone('refundOrder', { success: true, data: aRefund(partRefund.amountPaise) }),
  actorDone('refundOrder', { success: false, code: 'conflict', message: 'At most ₹350 can be refunded' }),
  actorFails('refundOrder', new Error('offline')),
  { type: 'printSlip' },
  actorDone('downloadPackingSlip', undefined),
  actorFails('downloadPackingSlip', new Error('offline')),
];
const fakes = fakeActors('deskList', 'roleAccess', 'loadPage', 'moveOrder', 'refundOrder', 'downloadPackingSlip');
const machine = opsOrderMachine.provide({ actors: fakes.actors });
/** The machine with its real desk list (the roles and the order answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { deskList: childMachinesOn(fakes).deskList } });
const input = { uid: 'operator-uid', orderId: confirmed._id };

describeGeneratedPaths('operator order machine (generated paths)', {
  logic: opsOrderMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['idle', 'printing', 'moving', 'refunding'],
  runsWhile: { moveOrder: 'moving', refundOrder: 'refunding', downloadPackingSlip: 'printing' },
});

function readyOrder(order = confirmed) {
  return startListed(listing, { ...input, orderId: order._id }, fakes, order);
}

describe('operator order scenarios', () => {
  it("downloads the order's packing slip, and says so when it cannot", async () => {
    const { actor, toasts } = await readyOrder();
    actor.send({ type: 'printSlip' });
    expect(fakes.inputs('downloadPackingSlip').at(-1)).toBe(confirmed._id);
    await fakes.resolve('downloadPackingSlip', undefined);
    expect(actor.getSnapshot().value).toEqual('idle');
    actor.send({ type: 'printSlip' });
    await fakes.reject('downloadPackingSlip', new Error('offline'));
    expect(toasts).toEqual([OPS_MESSAGES.packingSlipFailed]);
    expect(actor.getSnapshot().value).toEqual('idle');
  });

  it('takes only the moves the order state takes: a confirmed order is packed, not shipped', async () => {
    const { actor, toasts, list } = await readyOrder();
    actor.send({ type: 'move', order: confirmed, body: ship });
    expect(actor.getSnapshot().value).toEqual('idle');
    actor.send({ type: 'move', order: confirmed, body: { event: 'pack' } });
    expect(fakes.inputs('moveOrder').at(-1)).toEqual({ orderId: confirmed._id, body: { event: 'pack' } });
    await fakes.resolve('moveOrder', { success: true, data: packed });
    expect(toasts).toEqual([OPS_MESSAGES.movedTo('packed')]);
    expect(list().value).toBe('loading');
    await fakes.resolve('loadPage', replyOf(packed));
    expect(list().page).toEqual(packed);
  });

  it('ships a packed order with its carrier and tracking number', async () => {
    const { actor, toasts } = await readyOrder(packed);
    actor.send({ type: 'move', order: packed, body: ship });
    expect(fakes.inputs('moveOrder').at(-1)).toEqual({ orderId: packed._id, body: ship });
    await fakes.resolve('moveOrder', { success: true, data: anOpsOrder('shipped') });
    expect(toasts).toEqual([OPS_MESSAGES.movedTo('shipped')]);
  });

  it("a move another operator beat says the server's reason and loads the order again", async () => {
    const { actor, toasts, list } = await readyOrder();
    actor.send({ type: 'move', order: confirmed, body: { event: 'pack' } });
    await fakes.resolve('moveOrder', { success: false, code: 'conflict', message: conflict });
    expect(toasts).toEqual([conflict]);
    expect(list().value).toBe('loading');
    await fakes.resolve('loadPage', replyOf(packed));
    expect(list().page).toEqual(packed);
  });

  it('refunds part of the order within what is left, says it started, and loads the order again', async () => {
    const { actor, toasts, list } = await readyOrder();
    actor.send({
      type: 'refund',
      order: confirmed,
      body: { ...partRefund, amountPaise: confirmed.refundablePaise + 1 },
    });
    expect(actor.getSnapshot().value).toEqual('idle');
    actor.send({ type: 'refund', order: confirmed, body: partRefund });
    expect(fakes.inputs('refundOrder').at(-1)).toEqual({ orderId: confirmed._id, body: partRefund });
    await fakes.resolve('refundOrder', { success: true, data: aRefund(partRefund.amountPaise) });
    expect(toasts).toEqual([REFUND_MESSAGES.started(partRefund.amountPaise)]);
    expect(list().value).toBe('loading');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a refused refund keeps the order and says why; a lost connection says the refund failed', async () => {
    const { actor, toasts, list } = await readyOrder();
    actor.send({ type: 'refund', order: confirmed, body: partRefund });
    await fakes.resolve('refundOrder', { success: false, code: 'conflict', message: 'At most ₹350 can be refunded' });
    actor.send({ type: 'refund', order: confirmed, body: partRefund });
    await fakes.reject('refundOrder', new Error('offline'));
    expect(toasts).toEqual(['At most ₹350 can be refunded', OPS_MESSAGES.refundFailed]);
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(list()).toMatchObject({ value: 'ready', page: confirmed });
  });
});
