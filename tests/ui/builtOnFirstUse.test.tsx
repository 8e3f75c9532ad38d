import { describe, expect, it, vi } from 'vitest';
import { builtOnFirstUse } from '@ui/theme/builtOnFirstUse';

describe('builtOnFirstUse', () => {
  it('builds nothing until read, then once, and acts as the object it built', () => {
    const build = vi.fn(() => ({ palette: { mode: 'light' }, spacing: (n: number) => `${n * 8}px` }));
    const theme = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    expect(theme.palette.mode).toBe('light');
    expect(theme.spacing(2)).toBe('16px');
    expect('palette' in theme).toBe(true);
    expect(Object.keys(theme)).toEqual(['palette', 'spacing']);
    expect({ ...theme }.palette).toBe(theme.palette);
    (theme as Record<string, unknown>).shape = { borderRadius: 4 };
    expect(Object.keys(theme)).toContain('shape');
    expect(build).toHaveBeenCalledTimes(1);
  });
});
