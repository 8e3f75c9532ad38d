import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { opsCouponsMachine, type CouponSave } from '@machines/opsCoupons.machine';
import { replyOf } from '../support/apiReplies';
import { anOpsCoupon } from '../support/builders/ops';
import { childMachinesOn } from '../support/childMachines';
import { startListed } from '../support/deskList';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const welcome = anOpsCoupon();
const ended = { ...welcome, active: false };
const end: CouponSave = { kind: 'change', code: welcome._id, body: { active: false } };
const refusal = OPS_MESSAGES.couponLimitBelowUses(4);

const events = [
  { type: 'save', save: end },
  actorDone('saveCoupon', { success: true, data: ended }),
  actorDone('saveCoupon', { success: false, message: refusal }),
  actorFails('saveCoupon', new Error('offline')),
];
const fakes = fakeActors('deskList', 'roleAccess', 'loadPage', 'saveCoupon');
const machine = opsCouponsMachine.provide({ actors: fakes.actors });
/** The machine with its real desk list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { deskList: childMachinesOn(fakes).deskList } });
const input = { uid: 'operator-uid' };

describeGeneratedPaths('operator coupons machine (generated paths)', {
  logic: opsCouponsMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['idle', 'saving'],
  runsWhile: { saveCoupon: 'saving' },
});

describe('operator coupons scenarios', () => {
  it('ends a coupon, says so, tells the page it saved and loads the coupons again', async () => {
    const { actor, toasts, list } = await startListed(listing, input, fakes, [welcome]);
    const saved: string[] = [];
    actor.on('saved', (event) => saved.push(event.type));
    actor.send({ type: 'save', save: end });
    expect(fakes.inputs('saveCoupon').at(-1)).toEqual(end);
    await fakes.resolve('saveCoupon', { success: true, data: ended });
    expect(toasts).toEqual([OPS_MESSAGES.couponEnded('WELCOME10')]);
    expect(saved).toEqual(['saved']);
    await fakes.resolve('loadPage', replyOf([ended]));
    expect(list().page).toEqual([ended]);
  });

  it("says the server's refusal or the failure and keeps the coupons as they were", async () => {
    const { actor, toasts, list } = await startListed(listing, input, fakes, [welcome]);
    actor.send({ type: 'save', save: { kind: 'change', code: welcome._id, body: { usageLimit: 2 } } });
    await fakes.resolve('saveCoupon', { success: false, message: refusal });
    actor.send({ type: 'save', save: end });
    await fakes.reject('saveCoupon', new Error('offline'));
    expect(toasts).toEqual([refusal, OPS_MESSAGES.couponFailed]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(list()).toMatchObject({ value: 'ready', page: [welcome] });
  });
});
