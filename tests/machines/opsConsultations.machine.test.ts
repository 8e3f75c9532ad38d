import { describe, expect, it } from 'vitest';
import type { OpsConsultationPage } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { opsConsultationsMachine } from '@machines/opsConsultations.machine';
import { aRefund, anOpsConsultation } from '../support/builders/ops';
import { childMachinesOn, pagedListOutcomes } from '../support/childMachines';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths, startWithToasts } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const consultation = anOpsConsultation();
const page: OpsConsultationPage = { date: '2026-11-27', items: [consultation], total: 1, start: 0, limit: 20 };
const granted = { kind: 'granted' };
const part = { amountPaise: 20_000, reason: 'The call dropped twice' };
const refusal = 'A refund can be at most ₹300.00, what was captured less earlier refunds';

const events = [
  ...pagedListOutcomes(page),
  { type: 'retry' },
  { type: 'filter', filter: { date: '2026-11-28', start: 0 } },
  { type: 'refund', consultationId: consultation._id, body: part },
  { type: 'refund', consultationId: consultation._id, body: { ...part, amountPaise: 50_001 } },
  actorDone('refundConsultation', { success: true, data: aRefund(part.amountPaise) }),
  actorDone('refundConsultation', { success: false, code: 'bad_request', message: refusal }),
  actorFails('refundConsultation', new Error('offline')),
];
const fakes = fakeActors('pagedList', 'roleAccess', 'loadPage', 'refundConsultation');
const machine = opsConsultationsMachine.provide({ actors: fakes.actors });
/** The machine with its real paged list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { pagedList: childMachinesOn(fakes).pagedList } });
const input = { uid: 'operator-uid', filter: { date: '2026-11-27', start: 0 } };

describeGeneratedPaths("operator day's consultations machine (generated paths)", {
  logic: opsConsultationsMachine,
  machine,
  fakes,
  events,
  input,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, date: snapshot.context.filter.date, page: snapshot.context.page !== null }),
  runsWhile: {
    pagedList: 'loading',
    refundConsultation: { ready: 'refunding' },
  },
});

async function ready() {
  const started = startWithToasts(listing, input);
  expect(fakes.inputs('roleAccess').at(-1)).toEqual({ uid: 'operator-uid', role: 'operator' });
  await fakes.resolve('roleAccess', granted);
  await fakes.resolve('loadPage', page);
  return started;
}

describe("operator day's consultations scenarios", () => {
  it('refunds part of a consultation, says so and loads the day again', async () => {
    const { actor, toasts } = await ready();
    actor.send({ type: 'refund', consultationId: consultation._id, body: part });
    expect(fakes.inputs('refundConsultation').at(-1)).toEqual({ consultationId: consultation._id, body: part });
    await fakes.resolve('refundConsultation', { success: true, data: aRefund(part.amountPaise) });
    expect(toasts).toEqual([REFUND_MESSAGES.started(part.amountPaise)]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(fakes.inputs('loadPage').at(-1)).toEqual(input.filter);
  });

  it("sends no refund above what is left; says the server's refusal or the failure and stays", async () => {
    const { actor, toasts } = await ready();
    actor.send({ type: 'refund', consultationId: consultation._id, body: { ...part, amountPaise: 50_001 } });
    actor.send({ type: 'refund', consultationId: 'c_unknownConsultation', body: part });
    expect(fakes.isRunning('refundConsultation')).toBe(false);
    actor.send({ type: 'refund', consultationId: consultation._id, body: part });
    await fakes.resolve('refundConsultation', { success: false, code: 'bad_request', message: refusal });
    actor.send({ type: 'refund', consultationId: consultation._id, body: part });
    await fakes.reject('refundConsultation', new Error('offline'));
    expect(toasts).toEqual([refusal, OPS_MESSAGES.refundFailed]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('another day loads that day from its first consultation', async () => {
    const { actor } = await ready();
    actor.send({ type: 'filter', filter: { date: '2026-11-28', start: 0 } });
    expect(fakes.inputs('loadPage').at(-1)).toEqual({ date: '2026-11-28', start: 0 });
  });
});
