import { describe, expect, it } from 'vitest';
import type { OpsConsultationPage } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { opsConsultationsMachine } from '@machines/opsConsultations.machine';
import { aRefund, anOpsConsultation } from '../support/builders/ops';
import { childMachinesOn } from '../support/childMachines';
import { startListed } from '../support/deskList';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';

const consultation = anOpsConsultation();
const page: OpsConsultationPage = { date: '2026-11-27', items: [consultation], total: 1, start: 0, limit: 20 };
const part = { amountPaise: 20_000, reason: 'The call dropped twice' };
const tooMuch = { ...part, amountPaise: consultation.refundablePaise + 1 };
const refusal = 'A refund can be at most ₹300.00, what was captured less earlier refunds';

const events = [
  { type: 'refund', consultation, body: part },
  { type: 'refund', consultation, body: tooMuch },
  actorDone('refundConsultation', { success: true, data: aRefund(part.amountPaise) }),
  actorDone('refundConsultation', { success: false, code: 'bad_request', message: refusal }),
  actorFails('refundConsultation', new Error('offline')),
];
const fakes = fakeActors('deskList', 'roleAccess', 'loadPage', 'refundConsultation');
const machine = opsConsultationsMachine.provide({ actors: fakes.actors });
/** The machine with its real desk list (the roles and the page answered by `fakes`), for the scenarios. */
const listing = machine.provide({ actors: { deskList: childMachinesOn(fakes).deskList } });
const input = { uid: 'operator-uid', filter: { date: '2026-11-27', start: 0 } };

describeGeneratedPaths("operator day's consultations machine (generated paths)", {
  logic: opsConsultationsMachine,
  machine,
  fakes,
  events,
  input,
  reaches: ['idle', 'refunding'],
  runsWhile: { refundConsultation: 'refunding' },
});

describe("operator day's consultations scenarios", () => {
  const ready = () => startListed(listing, input, fakes, page);

  it('refunds part of a consultation, says so and loads the day again', async () => {
    const { actor, toasts, list } = await ready();
    actor.send({ type: 'refund', consultation, body: part });
    expect(fakes.inputs('refundConsultation').at(-1)).toEqual({ consultationId: consultation._id, body: part });
    await fakes.resolve('refundConsultation', { success: true, data: aRefund(part.amountPaise) });
    expect(toasts).toEqual([REFUND_MESSAGES.started(part.amountPaise)]);
    expect(list().value).toBe('loading');
    expect(fakes.inputs('loadPage').at(-1)).toEqual(input.filter);
  });

  it("sends no refund above what is left; says the server's refusal or the failure and stays", async () => {
    const { actor, toasts, list } = await ready();
    actor.send({ type: 'refund', consultation, body: tooMuch });
    expect(fakes.isRunning('refundConsultation')).toBe(false);
    actor.send({ type: 'refund', consultation, body: part });
    await fakes.resolve('refundConsultation', { success: false, code: 'bad_request', message: refusal });
    actor.send({ type: 'refund', consultation, body: part });
    await fakes.reject('refundConsultation', new Error('offline'));
    expect(toasts).toEqual([refusal, OPS_MESSAGES.refundFailed]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(list().value).toBe('ready');
  });
});
