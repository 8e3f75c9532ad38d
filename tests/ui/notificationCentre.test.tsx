// The notification centre in the UI: the navbar's bell names its unread count, opens a short list
// whose messages link to their pages, and marks one read; the dashboard's list pages through all
// of them; a failed load says so and tries again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationEntry, NotificationPage } from '@domain/contract/notifications';
import { CENTRE_PAGE_SIZE } from '@domain/notificationCentre';
import { Navbar } from '@ui/components/Navbar';
import { YourNotifications } from '@ui/pages/account/dashboard/YourNotifications';
import { anAuthUser } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const entry = (n: number, read = false): NotificationEntry => ({
  _id: `orderPlaced.shopper.o${n}.0.app`,
  kind: 'orderPlaced',
  title: `Order placed: OJ-0000000${n}`,
  link: `/dashboard/orders/o${n}`,
  at: '2026-11-27T09:00:00.000Z',
  read,
});
const pageOf = (items: NotificationEntry[], start = 0, total = items.length): NotificationPage => ({
  items,
  unread: items.filter((item) => !item.read).length,
  total,
  start,
  limit: CENTRE_PAGE_SIZE,
});
const user = anAuthUser();

describe('the notification bell', () => {
  it('is not there for a visitor who is not signed in', async () => {
    renderWithServices(<Navbar />);
    await screen.findByRole('link', { name: /^Cart/ });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('names the unread count, lists the newest messages with their links, and marks one read', async () => {
    const markRead = vi.fn(async () => ({ unread: 1 }));
    renderWithServices(<Navbar />, {
      user,
      loadNotifications: async () => pageOf([entry(2), entry(1)]),
      markRead,
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(dialog).findByRole('link', { name: /^Unread:\s*Order placed: OJ-00000002$/ });
    expect(link.getAttribute('href')).toBe('/dashboard/orders/o2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark read: Order placed: OJ-00000002' }));
    await waitFor(() => expect(markRead).toHaveBeenCalledWith({ uid: user.uid, ids: [entry(2)._id] }));
    // The open list hides the page behind it from assistive technology; the bell is still there.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Order placed: OJ-00000002' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe(
      '/dashboard#notifications',
    );
  });

  it('says when marking read failed, and keeps the message unread', async () => {
    renderWithServices(<Navbar />, {
      user,
      loadNotifications: async () => pageOf([entry(1)]),
      markRead: async () => undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Mark read/ }));
    expect(await within(dialog).findByText('That could not be marked read. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeTruthy();
  });
});

describe("the dashboard's notification list", () => {
  it('pages through older messages and marks the page read at once', async () => {
    const loads: number[] = [];
    const markRead = vi.fn(async () => ({ unread: 0 }));
    renderWithServices(<YourNotifications />, {
      user,
      loadNotifications: async ({ start }) => {
        loads.push(start);
        return start === 0
          ? pageOf([entry(3), entry(2)], 0, CENTRE_PAGE_SIZE + 1)
          : pageOf([entry(1, true)], start, CENTRE_PAGE_SIZE + 1);
      },
      markRead,
    });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(markRead).toHaveBeenCalledWith({ uid: user.uid, ids: [entry(3)._id, entry(2)._id] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('link', { name: 'Order placed: OJ-00000001' })).toBeTruthy();
    expect(loads).toEqual([0, CENTRE_PAGE_SIZE]);
    expect(screen.getByRole('button', { name: 'Newer' })).toBeTruthy();
  });

  it('keeps the keyboard in the list after "Mark all read": on its heading, once the button is gone', async () => {
    renderWithServices(<YourNotifications />, {
      user,
      loadNotifications: async () => pageOf([entry(2), entry(1)]),
      markRead: async () => ({ unread: 0 }),
    });
    const markAll = await screen.findByRole('button', { name: 'Mark all read' });
    markAll.focus();
    expect(document.activeElement).toBe(markAll);
    fireEvent.click(markAll);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' }));
    // Focusable from script only: Tab does not stop on the heading.
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    renderWithServices(<YourNotifications />, {
      user,
      loadNotifications: async () => {
        return fail ? undefined : pageOf([]);
      },
    });
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No notifications yet. Order updates, consultation reminders and refunds show here.'),
    ).toBeTruthy();
  });
});
