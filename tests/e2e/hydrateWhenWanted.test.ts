// Parts of a server-rendered page below a phone's first screen keep the server's HTML until they
// are wanted (HydratedApart): the header and the first screen hydrate at once, the rest when it
// nears the screen or the browser is idle, and a tap on a part not hydrated yet is not lost. The
// phone's CPU is slowed 4×, as the bench's; any console error (a hydration mismatch among them)
// fails the test (the browser fixture).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, VIEWPORTS, waitForHydration } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();
const CPU_SLOWDOWN = 4;

/** The browser is never idle here: only the screen or the visitor opens a part. */
function neverIdle() {
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;
}

async function openOnSlowPhone(path: string, { idle }: { idle: boolean }): Promise<Page> {
  const page = await browser.newPage(VIEWPORTS.phone);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (!idle) await page.addInitScript(neverIdle);
  await page.goto(`${baseURL}${path}`);
  await waitForHydration(page);
  return page;
}

/** Whether React has hydrated (or rendered) the element: it keeps its fiber on the node. */
const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

const addButtons = (page: Page) => page.getByRole('button', { name: /^Add .+ to cart$/ });
const cartLabel = (page: Page) => page.getByRole('link', { name: /^Cart/ }).first().getAttribute('aria-label');
const footerLinks = (page: Page) => page.getByRole('contentinfo').getByRole('link');

describe('hydrating what the thumb needs first', () => {
  it("on /store the first row's cards hydrate at once, a card further down once it is scrolled near", async () => {
    const page = await openOnSlowPhone('/store', { idle: false });
    await expect.poll(() => isHydrated(addButtons(page).first())).toBe(true);
    const lastCard = addButtons(page).last();
    expect(await isHydrated(lastCard)).toBe(false);
    expect(await isHydrated(footerLinks(page).first())).toBe(false);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(lastCard)).toBe(true);
  });

  it('a tap on a card not hydrated yet adds it to the cart, on the HTML the server sent', async () => {
    const page = await openOnSlowPhone('/store', { idle: false });
    const lastCard = addButtons(page).last();
    await expect.poll(() => cartLabel(page)).toBe('Cart, 0 items');
    // Scrolling and tapping in one task: a real scroll would let the near-screen observer open
    // the card first, and this test is about a tap that comes before anything else opens it.
    const hydratedBeforeTap = await lastCard.evaluate((button: HTMLElement) => {
      const hydrated = Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
      Object.assign(button, { sentByServer: true });
      button.scrollIntoView({ block: 'center' });
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', isPrimary: true }));
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch', isPrimary: true }));
      button.click();
      return hydrated;
    });
    expect(hydratedBeforeTap).toBe(false);
    await expect.poll(() => cartLabel(page)).toBe('Cart, 1 item');
    expect(await lastCard.evaluate((button) => 'sentByServer' in button)).toBe(true);
  });

  it('an idle browser hydrates the parts below the first screen without a scroll', async () => {
    const page = await openOnSlowPhone('/', { idle: true });
    await expect.poll(() => isHydrated(footerLinks(page).last())).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('a page the browser renders itself after a navigation renders at once, not waiting to be wanted', async () => {
    const page = await openOnSlowPhone('/store', { idle: false });
    await page.getByRole('link', { name: /home/i }).first().click();
    const lastBestseller = page.getByRole('region', { name: 'Bestsellers' }).getByRole('button').last();
    await lastBestseller.waitFor();
    expect(await isHydrated(lastBestseller)).toBe(true);
  });
});
