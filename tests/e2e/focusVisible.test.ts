// Keyboard focus is visible on the booking panel's controls: the day chips, the time slots and
// Continue each show an outline when reached with Tab (MUI's focus ripple alone was invisible).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { useBrowser, VIEWPORTS, waitForHydration } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** Presses Tab until the focused element's text matches; gives its computed outline. */
async function tabTo(page: Page, text: RegExp): Promise<string> {
  for (let press = 0; press < 150; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { text: element.textContent?.trim() ?? '', outline: `${style.outlineStyle} ${style.outlineWidth}` };
    });
    if (text.test(focused.text)) return focused.outline;
  }
  throw new Error(`Tab never reached ${text}`);
}

describe('keyboard focus on the booking panel', () => {
  it('shows an outline on the day chip, the time slot and Continue', async () => {
    const page = await browser.newPage(VIEWPORTS.desktop, { toleratedErrorSources: ['/recaptchaConfig'] });
    await page.goto(`${baseURL}/doctors/meera-iyer`);
    await waitForHydration(page);
    const booking = page.getByRole('region', { name: 'Book a consultation' });
    const days = booking.getByRole('list', { name: 'Day' });
    await days.waitFor();
    // The first day chip, then the first time slot of the first day with slots.
    const firstDay = (await days.getByRole('button').first().textContent())!.trim();
    expect(await tabTo(page, new RegExp(`^${firstDay}$`))).toBe('solid 3px');
    const slots = booking.getByRole('list', { name: 'Time slot' });
    for (const chip of await days.getByRole('button').all()) {
      await chip.click();
      await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
      // The day's answer, not its loading placeholder (a status too): its slots, or none that day.
      await booking.getByText(COMMON_MESSAGES.noSlotsForDay).or(slots).first().waitFor();
      if (await slots.isVisible()) break;
    }
    await booking.getByRole('button', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /, pressed: true }).focus();
    const firstSlot = (await slots.getByRole('button').first().textContent())!.trim();
    expect(await tabTo(page, new RegExp(`^${firstSlot}$`))).toBe('solid 3px');
    await page.keyboard.press('Enter');
    expect(await tabTo(page, /^Continue$/)).toBe('solid 3px');
  });
});
