import { describe, expect, it } from 'vitest';
import type { Slot } from '@domain/slots';
import { nextFreeDayMachine, type NextFreeDayInput } from '@machines/nextFreeDay.machine';
import { replyOf } from '../support/apiReplies';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const input: NextFreeDayInput = { doctorId: 'dr-asha', after: '2026-11-26' };
const slotOn = (date: string): Slot => ({
  startsAt: `${date}T09:00:00+05:30`,
  endsAt: `${date}T09:30:00+05:30`,
  modes: ['video'],
});

const fakes = fakeActors('findNextFreeSlot');
const machine = nextFreeDayMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('next free day machine (generated paths)', {
  logic: nextFreeDayMachine,
  machine,
  fakes,
  events: [
    actorDone('findNextFreeSlot', replyOf(slotOn('2026-11-30'))),
    actorDone('findNextFreeSlot', replyOf(slotOn('2026-11-26'))),
    actorDone('findNextFreeSlot', replyOf(null)),
    actorFails('findNextFreeSlot', new Error('offline')),
  ],
  input,
  reaches: ['lookingAhead', 'found', 'none'],
  runsWhile: { findNextFreeSlot: 'lookingAhead' },
});

describe('the day it ends with', () => {
  async function answer(how: 'resolve' | 'reject', value: unknown) {
    const actor = createActor(machine, { input }).start();
    expect(fakes.inputs('findNextFreeSlot').at(-1)).toEqual(input);
    await fakes[how]('findNextFreeSlot', how === 'resolve' ? replyOf(value) : value);
    return actor.getSnapshot().output;
  }

  it('is the day of the first free slot after the full day', async () => {
    expect(await answer('resolve', slotOn('2026-11-30'))).toBe('2026-11-30');
  });

  it('is none when no later day has a free slot, the answer is not later, or it could not be looked up', async () => {
    expect(await answer('resolve', null)).toBeNull();
    expect(await answer('resolve', undefined)).toBeNull();
    expect(await answer('resolve', slotOn('2026-11-26'))).toBeNull();
    expect(await answer('reject', new Error('offline'))).toBeNull();
  });
});
