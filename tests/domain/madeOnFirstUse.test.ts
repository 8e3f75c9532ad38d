import { describe, expect, it } from 'vitest';
import { madeOnFirstUse } from '@domain/madeOnFirstUse';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    let made = 0;
    const value = madeOnFirstUse(() => ({ serial: (made += 1) }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });
});
