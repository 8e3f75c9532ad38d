// Ends the current task so the browser can paint and handle input before the next step of a long
// start: Chromium's scheduler.yield() continues first in line, elsewhere a new macrotask.
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
