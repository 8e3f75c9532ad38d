import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSULTATION_REFUND_POLICY } from '@domain/consultation';
import type { Consultation } from '@domain/contract/consultations';
import { formatIndiaDay } from '@domain/indiaTime';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { bookingDates, type Slot } from '@domain/slots';
import ConsultationsPage from '@ui/pages/account/ConsultationsPage';
import { aStoreItem } from '../support/builders/catalogue';
import { aConsultation } from '../support/builders/consultations';
import { anAuthUser } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const asha = anAuthUser();
const days = bookingDates(Date.now());
const HOUR = 3_600_000;
const iso = (epoch: number) => new Date(epoch).toISOString();
const inThreeDays = Date.now() + 72 * HOUR;
const upcoming = aConsultation({
  _id: 'c_upcoming1234',
  startsAt: iso(inThreeDays),
  endsAt: iso(inThreeDays + HOUR / 2),
});
const past: Consultation = {
  ...upcoming,
  _id: 'c_past12345678',
  startsAt: iso(Date.now() - 48 * HOUR),
  endsAt: iso(Date.now() - 47 * HOUR),
  status: 'completed',
  notes: 'Warm water in the morning.',
  recommendedItemIds: ['triphala', 'tulsi-drops'],
};
const slot: Slot = { startsAt: `${days[5]}T10:00:00+05:30`, endsAt: `${days[5]}T10:30:00+05:30`, modes: ['video'] };
const items = {
  triphala: aStoreItem({ _id: 'triphala', name: 'Triphala Churna' }),
  'tulsi-drops': aStoreItem({ _id: 'tulsi-drops', name: 'Tulsi Drops' }),
};

describe('your consultations page', () => {
  it('lists upcoming and past consultations; cancels with the refund the policy gives', async () => {
    const cancelConsultation = vi.fn(async () => ({
      success: true as const,
      data: { ...upcoming, status: 'refunded' as const, refund: 899 },
    }));
    renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [upcoming, past],
      cancelConsultation,
      loadResource: async (request) => ('id' in request ? items[request.id as keyof typeof items] : undefined),
    });
    const upcomingList = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcomingList).getByText(/The meeting link appears here 10 minutes before the start/)).toBeTruthy();
    const pastList = screen.getByRole('region', { name: 'Past' });
    expect(within(pastList).getByText('Warm water in the morning.')).toBeTruthy();
    expect(await within(pastList).findByRole('link', { name: 'Triphala Churna' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(upcomingList).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this consultation?' });
    expect(dialog.textContent).toContain(CONSULTATION_REFUND_POLICY[0]);
    expect(dialog.textContent).toContain('Refund now: ₹899');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel consultation' }));
    expect(await screen.findByText(COMMON_MESSAGES.consultationCancelled)).toBeTruthy();
    expect(cancelConsultation).toHaveBeenCalledWith(upcoming._id, asha.uid);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Past' })).getByText('Refunded: ₹899')).toBeTruthy(),
    );
  });

  it("adds the doctor's recommended products to the cart in one tap", async () => {
    const { services } = renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [past],
      loadResource: async (request) => ('id' in request ? items[request.id as keyof typeof items] : undefined),
    });
    const send = vi.spyOn(services.cart, 'send');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Tulsi Drops to cart' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'cart.add', itemId: 'tulsi-drops', quantity: 1 });
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'cart.addAll', itemIds: ['triphala', 'tulsi-drops'] });
  });

  it('shows the meeting link the server gives', async () => {
    renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [{ ...upcoming, meetingLink: 'https://meet.jit.si/ojas-room' }],
    });
    const join = await screen.findByRole('link', { name: 'Join the consultation' });
    expect(join.getAttribute('href')).toBe('https://meet.jit.si/ojas-room');
  });

  it('reschedules to another free slot of the same doctor', async () => {
    const rescheduleConsultation = vi.fn(async (_id: string, _uid: string, startsAt: string) => ({
      success: true as const,
      data: { ...upcoming, startsAt, endsAt: slot.endsAt },
    }));
    renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [upcoming],
      slots: async (_doctorId, date) => (date === days[5] ? [slot] : []),
      rescheduleConsultation,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule with Dr. Meera Iyer' });
    await user.click(within(dialog).getByRole('button', { name: formatIndiaDay(days[5]!) }));
    await user.click(await within(dialog).findByRole('button', { name: '10:00 am' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move my consultation' }));
    expect(await screen.findByText(COMMON_MESSAGES.consultationRescheduled)).toBeTruthy();
    expect(rescheduleConsultation).toHaveBeenCalledWith(upcoming._id, asha.uid, slot.startsAt);
  });

  it('a refused move loads the day again with no time chosen; the refused one is not moved to again', async () => {
    const eleven: Slot = { ...slot, startsAt: `${days[5]}T11:00:00+05:30`, endsAt: `${days[5]}T11:30:00+05:30` };
    const rescheduleConsultation = vi.fn(async (_id: string, _uid: string, _startsAt: string) => ({
      success: false as const,
      code: 'slot_taken' as const,
      message: COMMON_MESSAGES.slotAlreadyBooked,
    }));
    let loads = 0;
    renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [upcoming],
      slots: async (_doctorId, date) => (date === days[5] ? ((loads += 1), loads === 1 ? [slot] : [eleven]) : []),
      rescheduleConsultation,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule with Dr. Meera Iyer' });
    await user.click(within(dialog).getByRole('button', { name: formatIndiaDay(days[5]!) }));
    await user.click(await within(dialog).findByRole('button', { name: '10:00 am' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move my consultation' }));
    expect(await screen.findByText(COMMON_MESSAGES.errorReschedulingConsultation)).toBeTruthy();
    const times = await within(dialog).findByRole('list', { name: 'Time slot' });
    expect(await within(times).findByRole('button', { name: '11:00 am' })).toBeTruthy();
    expect(within(times).queryByRole('button', { name: '10:00 am' })).toBeNull();
    expect(within(times).queryByRole('button', { pressed: true })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Move my consultation' }));
    expect(await screen.findByText(COMMON_MESSAGES.selectTimeSlot)).toBeTruthy();
    expect(rescheduleConsultation).toHaveBeenCalledTimes(1);
  });

  it('a full day in the reschedule dialog offers the next day with a free slot, and pressing it shows that day', async () => {
    const consultationDay = days[3]!;
    const nextFreeSlot = vi.fn(async (_doctorId: string, after: string) => (after < days[5]! ? slot : null));
    renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [upcoming],
      slots: async (_doctorId, date) => (date === days[5] ? [slot] : []),
      nextFreeSlot,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule with Dr. Meera Iyer' });
    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', COMMON_MESSAGES.noSlotsForDay);
    const next = await within(dialog).findByRole('button', {
      name: SITE_MESSAGES.nextAvailableDay(formatIndiaDay(days[5]!)),
    });
    expect(nextFreeSlot).toHaveBeenCalledWith(upcoming.doctorId, consultationDay);
    // Keyboard reachable: focus it and press Enter.
    next.focus();
    await user.keyboard('{Enter}');
    const slots = await within(dialog).findByRole('list', { name: 'Time slot' });
    expect(within(slots).getByRole('button', { name: '10:00 am' })).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Day' })).getByRole('button', { pressed: true }),
    ).toHaveProperty('textContent', formatIndiaDay(days[5]!));
    expect(within(dialog).queryByRole('button', { name: /^Next available/ })).toBeNull();
    expect(within(dialog).queryByText(COMMON_MESSAGES.noSlotsForDay)).toBeNull();
  });

  it("slots that fail to load in the reschedule dialog say so with a retry, not 'no slots'", async () => {
    const slots = vi.fn<(doctorId: string, date: string) => Promise<Slot[] | undefined>>(async () => undefined);
    renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [upcoming],
      slots,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule with Dr. Meera Iyer' });
    expect(await within(dialog).findByText(SITE_MESSAGES.loadFailed)).toBeTruthy();
    expect(within(dialog).queryByText(COMMON_MESSAGES.noSlotsForDay)).toBeNull();
    slots.mockImplementation(async () => [slot]);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: '10:00 am' })).toBeTruthy();
    expect(within(dialog).queryByText(SITE_MESSAGES.loadFailed)).toBeNull();
    expect(slots).toHaveBeenCalledTimes(2);
  });

  it('a day chosen in the reschedule dialog while slots are still loading shows that day', async () => {
    renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [upcoming],
      // The consultation's own day never answers.
      slots: (_doctorId, date) => (date === days[5] ? Promise.resolve([slot]) : new Promise(() => {})),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule with Dr. Meera Iyer' });
    expect(within(dialog).getByLabelText('Loading free slots')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: formatIndiaDay(days[5]!) }));
    expect(await within(dialog).findByRole('button', { name: '10:00 am' })).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Day' })).getByRole('button', { pressed: true }),
    ).toHaveProperty('textContent', formatIndiaDay(days[5]!));
  });

  it('a full day in the reschedule dialog with no free day after it offers no button', async () => {
    const nextFreeSlot = vi.fn(async () => null);
    renderWithServices(<ConsultationsPage />, {
      user: asha,
      myConsultations: async () => [upcoming],
      slots: async () => [],
      nextFreeSlot,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule with Dr. Meera Iyer' });
    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', COMMON_MESSAGES.noSlotsForDay);
    await waitFor(() => expect(nextFreeSlot).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('button', { name: /^Next available/ })).toBeNull();
  });
});
