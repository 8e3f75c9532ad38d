import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../server/http/errors';
import { settled } from '../../../server/routes/outcome';
import { outcomeOf, refuse } from '../../../server/services/refusal';

describe("a service's refusal", () => {
  it('is a typed outcome at the edge, and only a refusal is', async () => {
    expect(await outcomeOf(async () => 7)).toEqual({ kind: 'done', value: 7 });
    expect(
      await outcomeOf(async () => {
        throw refuse('slot_taken', 'Slot already booked');
      }),
    ).toEqual({ kind: 'refused', refusal: { code: 'slot_taken', message: 'Slot already booked' } });
    await expect(
      outcomeOf(async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
  });

  it('is answered with the status its code stands for', () => {
    expect(settled({ kind: 'done', value: 'ok' })).toBe('ok');
    const answer = (code: 'slot_taken' | 'invalid_input' | 'gateway_unavailable') => {
      try {
        settled({ kind: 'refused', refusal: { code, message: 'why' } });
      } catch (error) {
        return error instanceof HttpError ? [error.statusCode, error.code, error.message] : error;
      }
    };
    expect(answer('slot_taken')).toEqual([409, 'slot_taken', 'why']);
    expect(answer('invalid_input')).toEqual([400, 'invalid_input', 'why']);
    expect(answer('gateway_unavailable')).toEqual([502, 'gateway_unavailable', 'why']);
  });
});
