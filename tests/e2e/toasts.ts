// The toasts (notistack's snackbars) a browser test waits for.
import type { Locator, Page } from 'playwright-core';

export function toast(page: Page, text: string): Locator {
  return page.locator('#notistack-snackbar').filter({ hasText: text }).first();
}

/**
 * Starts watching for a toast now and resolves once it has shown. A success toast lives 2.5 s, so
 * a test that waits for it only after slower steps (a page load on a busy machine) can miss it:
 * start this before the action that raises it, and await it afterwards.
 */
export function toastShown(page: Page, text: string): Promise<void> {
  const shown = toast(page, text).waitFor();
  // Awaited by the caller; when an earlier step fails first, its rejection is not reported twice.
  shown.catch(() => undefined);
  return shown;
}
