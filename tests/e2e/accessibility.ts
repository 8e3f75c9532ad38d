// Accessibility checks with axe-core on a rendered page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Accessibility violations that axe-core rates serious or critical. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Waits until axe finds no serious or critical violation (transitions settle first). */
export async function expectNoSeriousViolations(page: Page, where?: string): Promise<void> {
  await expect.poll(() => seriousViolations(page), { message: where, interval: 500 }).toEqual([]);
}
