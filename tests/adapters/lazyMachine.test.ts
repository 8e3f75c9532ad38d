// A lazily loaded machine: one load, read by React's `use` without suspending once it is here,
// and asked for again after a failed download.
import { describe, expect, it } from 'vitest';
import { lazyMachine } from '../../src/composition/lazyMachine';

describe('lazyMachine', () => {
  it('loads once and then carries the thenable fields React reads synchronously', async () => {
    let imports = 0;
    const machine = lazyMachine(async () => {
      imports += 1;
      return 'the machine';
    });
    const first = machine.load();
    expect(machine.load()).toBe(first);
    await expect(first).resolves.toBe('the machine');
    expect(first).toMatchObject({ status: 'fulfilled', value: 'the machine' });
    expect(machine.load()).toBe(first);
    expect(imports).toBe(1);
  });

  it('asks again after a download that failed', async () => {
    let imports = 0;
    const machine = lazyMachine(async () => {
      imports += 1;
      if (imports === 1) throw new Error('offline');
      return 'the machine';
    });
    await expect(machine.load()).rejects.toThrow('offline');
    await expect(machine.load()).resolves.toBe('the machine');
    expect(imports).toBe(2);
  });
});
