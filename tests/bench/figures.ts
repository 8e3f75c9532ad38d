// What every browser benchmark prints beside its figures: the median of its runs and the machine's
// load while it ran (budgets hold on a quiet machine).
import os from 'node:os';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
