import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { opsCouponsMachine, type CouponSave } from '@machines/opsCoupons.machine';
import { anOpsCoupon } from '../support/builders/ops';
import { childMachinesOn, pagedListOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const welcome = anOpsCoupon();
const ended = { ...welcome, active: false };
const granted = { kind: 'granted' };
const end: CouponSave = { kind: 'change', code: welcome._id, body: { active: false } };
const refusal = OPS_MESSAGES.couponLimitBelowUses(4);

const events = [
  ...pagedListOutcomes([welcome]),
  { type: 'retry' },
  { type: 'save', save: end },
  actorDone('saveCoupon', { success: true, data: ended }),
  actorDone('saveCoupon', { success: false, message: refusal }),
  actorFails('saveCoupon', new Error('offline')),
];
const fakes = fakeActors('pagedList', 'roleAccess', 'loadPage', 'saveCoupon');
const machine = opsCouponsMachine.provide({ actors: fakes.actors });
/** The machine with its real paged list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { pagedList: childMachinesOn(fakes).pagedList } });
const input = { uid: 'operator-uid' };

describeGeneratedPaths('operator coupons machine (generated paths)', {
  logic: opsCouponsMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      coupons: snapshot.context.coupons?.map((coupon: { active: boolean }) => coupon.active),
    }),
  runsWhile: { pagedList: 'loading', saveCoupon: { ready: 'saving' } },
});

describe('operator coupons scenarios', () => {
  it('ends a coupon, says so, tells the page it saved and loads the coupons again', async () => {
    const { actor, toasts } = startWithToasts(listing, input);
    const saved: string[] = [];
    actor.on('saved', (event) => saved.push(event.type));
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadPage', [welcome]);
    actor.send({ type: 'save', save: end });
    expect(fakes.inputs('saveCoupon').at(-1)).toEqual(end);
    await fakes.resolve('saveCoupon', { success: true, data: ended });
    expect(toasts).toEqual([OPS_MESSAGES.couponEnded('WELCOME10')]);
    expect(saved).toEqual(['saved']);
    await fakes.resolve('loadPage', [ended]);
    expect(actor.getSnapshot().context.coupons).toEqual([ended]);
  });

  it("says the server's refusal and keeps the coupons as they were", async () => {
    const { actor, toasts } = startWithToasts(listing, input);
    await fakes.resolve('roleAccess', granted);
    await fakes.resolve('loadPage', [welcome]);
    actor.send({ type: 'save', save: { kind: 'change', code: welcome._id, body: { usageLimit: 2 } } });
    await fakes.resolve('saveCoupon', { success: false, message: refusal });
    expect(toasts).toEqual([refusal]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.coupons).toEqual([welcome]);
  });
});
