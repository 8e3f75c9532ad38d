import { describe, expect, it } from 'vitest';
import { displayPhone } from '@domain/phone';

describe('phone display', () => {
  it('writes an Indian mobile number as +91 and two groups of five', () => {
    expect(displayPhone('+919845012345')).toBe('+91 98450 12345');
    expect(displayPhone('9845012345')).toBe('+91 98450 12345');
  });

  it('shows anything else as given', () => {
    expect(displayPhone('+14155550100')).toBe('+14155550100');
    expect(displayPhone('')).toBe('');
  });
});
