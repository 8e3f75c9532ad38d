// The notification centre in a real browser against the real server and its outbox worker: a
// shopper places an order, the navbar's bell comes to show one unread message (the worker delivers
// it, the bell asks again), opening it lists the order's message, and marking it read clears the
// count; at phone and desktop widths, with the axe check.
import { describe, expect, it } from 'vitest';
import { CENTRE_REFRESH_MS } from '@domain/notificationCentre';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS } from './browserFixture';
import { itemsInStock, placedCodOrder } from './shopping';

const browser = useBrowser();
/** The outbox worker's poll (5 s) and the bell's own refresh, with room for a busy machine. */
const MESSAGE_ARRIVES_MS = CENTRE_REFRESH_MS + 25_000;

describe('the notification bell', () => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop])
    it(`shows a placed order's message as unread, lists it and marks it read (${viewport.width} px)`, async () => {
      const page = await browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
      const [item] = await itemsInStock();
      const orderPath = await placedCodOrder(page, item!);

      const unreadBell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await unreadBell.waitFor({ timeout: MESSAGE_ARRIVES_MS });
      await unreadBell.click();
      const list = page.getByRole('dialog', { name: 'Notifications' });
      const message = list.getByRole('link', { name: /Order placed: OJ-/ });
      await message.waitFor();
      await expectNoSeriousViolations(page, 'the open notification list');
      await expect.poll(() => message.getAttribute('href')).toBe(orderPath);

      await list.getByRole('button', { name: /^Mark read: Order placed: OJ-/ }).click();
      await list.getByRole('button', { name: /^Mark read/ }).waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    }, 150_000);
});
