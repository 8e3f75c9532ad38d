import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingDraft } from '@domain/booking';
import type { BookConsultationBody } from '@domain/contract/consultations';
import { formatIndiaDay } from '@domain/indiaTime';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { CheckoutRequest } from '@domain/payment';
import type { ResourceRequest } from '@domain/resources';
import { bookingDates, type Slot } from '@domain/slots';
import DoctorPage from '@ui/pages/doctors/DoctorPage';
import { aDoctorDetail, aReview } from '../support/builders/catalogue';
import { aConsultation } from '../support/builders/consultations';
import { anAuthUser } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const doctor = aDoctorDetail();
const [today, tomorrow] = bookingDates(Date.now());
const morning: Slot = {
  startsAt: `${tomorrow}T10:00:00+05:30`,
  endsAt: `${tomorrow}T10:30:00+05:30`,
  modes: ['video', 'audio', 'clinic'],
};
const slotsByDay = async (_doctorId: string, date: string) => (date === tomorrow ? [morning] : []);
const placed = {
  _id: 'c_abcdefghij12',
  order_id: 'order_ABC123',
  amount: 89_900,
  currency: 'INR' as const,
  key: 'rzp_test_sandbox',
  status: 'pending' as const,
  holdExpiresAt: `${today}T12:10:00+05:30`,
};
const booked = aConsultation({
  _id: placed._id,
  doctorId: doctor._id,
  startsAt: morning.startsAt,
  endsAt: morning.endsAt,
});

const reviews = [aReview(), aReview({ _id: 'review-2', rating: 4, title: 'Good follow-up' })];
const loadDoctor = async (request: ResourceRequest) => (request.kind === 'doctor' ? doctor : reviews);

describe("doctor's page: booking", () => {
  it('shows registration, modes and the clinic address', async () => {
    renderWithServices(<DoctorPage doctorId={doctor._id} />, { loadResource: loadDoctor, slots: slotsByDay });
    expect(await screen.findByText('TNMC-12345')).toBeTruthy();
    expect(screen.getByText('Video call, Audio call, In clinic')).toBeTruthy();
    expect(screen.getByText('12 Temple Road, Mylapore, Chennai')).toBeTruthy();
  });

  it("shows the doctor's rating and patients' reviews", async () => {
    renderWithServices(<DoctorPage doctorId={doctor._id} />, { loadResource: loadDoctor, slots: slotsByDay });
    const section = await screen.findByRole('region', { name: 'Patient reviews' });
    expect(await within(section).findByText('Good follow-up')).toBeTruthy();
    expect(within(section).getByText('4.5')).toBeTruthy();
  });

  it('a full day the patient chooses is said in place and in a toast', async () => {
    const { services } = renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots: async (_doctorId: string, date: string) => (date === today ? [morning] : []),
    });
    const user = userEvent.setup();
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    const days = await within(booking).findByRole('list', { name: 'Day' });
    await user.click(within(days).getByRole('button', { name: formatIndiaDay(tomorrow!) }));
    expect(await within(booking).findByRole('status')).toHaveProperty('textContent', COMMON_MESSAGES.noSlotsForDay);
    await waitFor(() =>
      expect(services.toaster.getSnapshot().context.toasts.map((toast) => toast.getSnapshot().context.text)).toEqual([
        COMMON_MESSAGES.noSlotsForDay,
      ]),
    );
  });

  it('the first day offered, when fully booked, says so in place, with no toast', async () => {
    const { services } = renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots: async () => [],
    });
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    expect(await within(booking).findByRole('status')).toHaveProperty('textContent', COMMON_MESSAGES.noSlotsForDay);
    expect(screen.getAllByText(COMMON_MESSAGES.noSlotsForDay)).toHaveLength(1);
    expect(services.toaster.getSnapshot().context.toasts).toEqual([]);
  });

  it('a fully booked day offers the next day with a free slot, and pressing it shows that day', async () => {
    const nextFreeSlot = vi.fn(async (_doctorId: string, after: string) => (after < tomorrow! ? morning : null));
    renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots: slotsByDay,
      nextFreeSlot,
    });
    const user = userEvent.setup();
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    expect(await within(booking).findByRole('status')).toHaveProperty('textContent', COMMON_MESSAGES.noSlotsForDay);
    const label = SITE_MESSAGES.nextAvailableDay(formatIndiaDay(tomorrow!));
    expect(label).toMatch(/^Next available: \w{3}, \d{1,2} \w{3}$/);
    const next = await within(booking).findByRole('button', { name: label });
    expect(nextFreeSlot).toHaveBeenCalledWith(doctor._id, today);
    // Keyboard reachable: focus it and press Enter.
    next.focus();
    await user.keyboard('{Enter}');
    const slots = await within(booking).findByRole('list', { name: 'Time slot' });
    expect(within(slots).getByRole('button', { name: '10:00 am' })).toBeTruthy();
    const days = within(booking).getByRole('list', { name: 'Day' });
    expect(within(days).getByRole('button', { pressed: true })).toHaveProperty(
      'textContent',
      formatIndiaDay(tomorrow!),
    );
    expect(within(booking).queryByRole('button', { name: /^Next available/ })).toBeNull();
    expect(within(booking).queryByText(COMMON_MESSAGES.noSlotsForDay)).toBeNull();
  });

  it('a fully booked day with no free day after it in the next 14 days offers no button', async () => {
    const nextFreeSlot = vi.fn(async () => null);
    renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots: async () => [],
      nextFreeSlot,
    });
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    expect(await within(booking).findByRole('status')).toHaveProperty('textContent', COMMON_MESSAGES.noSlotsForDay);
    await waitFor(() => expect(nextFreeSlot).toHaveBeenCalledWith(doctor._id, today));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(booking).queryByRole('button', { name: /^Next available/ })).toBeNull();
    expect(within(booking).getByRole('status')).toHaveProperty('textContent', COMMON_MESSAGES.noSlotsForDay);
  });

  it('books a video consultation: a day without slots, then a slot, mode, intake, payment', async () => {
    const holdSlot = vi.fn(async (_body: BookConsultationBody) => ({ success: true as const, data: placed }));
    const openGateway = vi.fn(async (_request: CheckoutRequest) => ({
      kind: 'paid' as const,
      payment: { razorpay_order_id: 'order_ABC123', razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) },
    }));
    renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots: slotsByDay,
      holdSlot,
      openGateway,
      confirmBooking: async () => ({ success: true, data: booked }),
    });
    const user = userEvent.setup();
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    expect(await within(booking).findByRole('status')).toHaveProperty('textContent', COMMON_MESSAGES.noSlotsForDay);
    const days = within(booking).getByRole('list', { name: 'Day' });
    await user.click(within(days).getAllByRole('button')[1]!);
    const slots = await within(booking).findByRole('list', { name: 'Time slot' });
    await user.click(within(booking).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(COMMON_MESSAGES.selectTimeSlot)).toBeTruthy();
    await user.click(within(slots).getByRole('button', { name: '10:00 am' }));
    await user.click(within(booking).getByRole('button', { name: 'Continue' }));
    await user.click(await within(booking).findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(COMMON_MESSAGES.selectConsultationMode)).toBeTruthy();
    expect(within(booking).getByRole('radio', { name: /In clinic · 12 Temple Road/ })).toBeTruthy();
    await user.click(within(booking).getByRole('radio', { name: 'Video call' }));
    await user.click(within(booking).getByRole('button', { name: 'Continue' }));
    await user.type(await within(booking).findByRole('textbox', { name: /What would you like to discuss/ }), 'Acidity');
    // The date of birth every registered patient gave says they are an adult: not asked again.
    expect(within(booking).queryByRole('checkbox', { name: /18 years or older/ })).toBeNull();
    await user.click(within(booking).getByRole('checkbox', { name: /I consent/ }));
    await user.click(within(booking).getByRole('button', { name: 'Pay ₹899 and book' }));
    expect(await within(booking).findByText(COMMON_MESSAGES.consultationBooked)).toBeTruthy();
    expect(holdSlot.mock.calls[0]![0]).toMatchObject({
      doctorId: doctor._id,
      startsAt: morning.startsAt,
      mode: 'video',
      concern: 'Acidity',
    });
    expect(openGateway.mock.calls[0]![0]).toMatchObject({ order_id: 'order_ABC123', amount: 89_900 });
  });

  it("keyboard focus follows each Continue to the next step's heading, not back to the top of the page", async () => {
    renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots: slotsByDay,
    });
    const user = userEvent.setup();
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    const days = within(booking).getByRole('list', { name: 'Day' });
    await user.click(within(days).getAllByRole('button')[1]!);
    await user.click(await within(booking).findByRole('button', { name: '10:00 am' }));
    within(booking).getByRole('button', { name: 'Continue' }).focus();
    await user.keyboard('{Enter}');
    const modeHeading = await within(booking).findByRole('heading', { name: 'Consultation mode' });
    await waitFor(() => expect(document.activeElement).toBe(modeHeading));
    expect(within(booking).getByRole('radiogroup', { name: 'Consultation mode' })).toBeTruthy();
    // From the heading the keyboard goes on into the step: the first mode, then Continue.
    await user.tab();
    expect(document.activeElement).toBe(within(booking).getByRole('radio', { name: 'Video call' }));
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(within(booking).getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    const intakeHeading = await within(booking).findByRole('heading', { name: 'Before you book' });
    await waitFor(() => expect(document.activeElement).toBe(intakeHeading));
    await user.tab();
    expect(document.activeElement).toBe(
      within(booking).getByRole('textbox', { name: /What would you like to discuss/ }),
    );
    // Back to the slot step: focus stays on the slot pressed, and Continue leads on again.
    const slot = within(booking).getByRole('button', { name: '10:00 am' });
    slot.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(booking).queryByRole('heading', { name: 'Before you book' })).toBeNull());
    expect(document.activeElement).toBe(slot);
    within(booking).getByRole('button', { name: 'Continue' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(booking).getByRole('heading', { name: 'Consultation mode' })),
    );
  });

  it("says 'Slot already booked' when someone was faster, and loads the day's slots again", async () => {
    const slots = vi.fn(slotsByDay);
    renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots,
      holdSlot: async () => ({ success: false, code: 'slot_taken', message: COMMON_MESSAGES.slotAlreadyBooked }),
      bookingDraft: {
        doctorId: doctor._id,
        date: tomorrow!,
        startsAt: morning.startsAt,
        mode: 'video',
        intake: { concern: '', teleconsultConsent: true },
      },
    });
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    await userEvent.setup().click(await within(booking).findByRole('button', { name: 'Pay ₹899 and book' }));
    expect(await screen.findByText(COMMON_MESSAGES.slotAlreadyBooked)).toBeTruthy();
    await waitFor(() => expect(slots).toHaveBeenCalledTimes(2));
    expect(await within(booking).findByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('a failed reload after a lost slot shows the retry and none of the old slots', async () => {
    const slots = vi.fn(slotsByDay);
    slots.mockImplementationOnce(slotsByDay).mockRejectedValueOnce(new Error('offline'));
    renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots,
      holdSlot: async () => ({ success: false, code: 'slot_taken', message: COMMON_MESSAGES.slotAlreadyBooked }),
      bookingDraft: {
        doctorId: doctor._id,
        date: tomorrow!,
        startsAt: morning.startsAt,
        mode: 'video',
        intake: { concern: '', teleconsultConsent: true },
      },
    });
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    await userEvent.setup().click(await within(booking).findByRole('button', { name: 'Pay ₹899 and book' }));
    expect(await screen.findByText(COMMON_MESSAGES.slotAlreadyBooked)).toBeTruthy();
    expect(await within(booking).findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(slots).toHaveBeenCalledTimes(2);
    expect(within(booking).queryByRole('list', { name: 'Time slot' })).toBeNull();
    expect(within(booking).queryByRole('button', { name: '10:00 am' })).toBeNull();
    expect(within(booking).queryByRole('radiogroup', { name: 'Consultation mode' })).toBeNull();
  });

  it('at the intake the mode can still be changed before paying, and the intake follows it', async () => {
    const holdSlot = vi.fn(async (_body: BookConsultationBody) => ({
      success: false as const,
      code: 'invalid_input' as const,
      message: 'No',
    }));
    renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      user: anAuthUser(),
      loadResource: loadDoctor,
      slots: slotsByDay,
      holdSlot,
      bookingDraft: {
        doctorId: doctor._id,
        date: tomorrow!,
        startsAt: morning.startsAt,
        mode: 'video',
        intake: { concern: '', teleconsultConsent: false },
      },
    });
    const user = userEvent.setup();
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    const pay = await within(booking).findByRole('button', { name: 'Pay ₹899 and book' });
    expect(within(booking).getByRole('checkbox', { name: /I consent/ })).toBeTruthy();
    await user.click(within(booking).getByRole('radio', { name: /In clinic/ }));
    expect(within(booking).getByRole('radio', { name: /In clinic/ })).toHaveProperty('checked', true);
    expect(within(booking).getByRole('radio', { name: 'Video call' })).toHaveProperty('checked', false);
    // In clinic needs no consent to a teleconsultation; the fee stays the same.
    expect(within(booking).queryByRole('checkbox', { name: /I consent/ })).toBeNull();
    expect(within(booking).getByRole('button', { name: 'Pay ₹899 and book' })).toBe(pay);
    await user.click(pay);
    await waitFor(() => expect(holdSlot).toHaveBeenCalledTimes(1));
    expect(holdSlot.mock.calls[0]![0]).toMatchObject({ startsAt: morning.startsAt, mode: 'clinic' });
  });

  it('a visitor is sent to sign in with the choice kept, and comes back to it', async () => {
    const remembered: BookingDraft[] = [];
    const goToSignIn = vi.fn();
    renderWithServices(<DoctorPage doctorId={doctor._id} />, {
      loadResource: loadDoctor,
      slots: slotsByDay,
      rememberDraft: (draft) => remembered.push(draft),
      goToSignIn,
      bookingDraft: {
        doctorId: doctor._id,
        date: tomorrow!,
        startsAt: morning.startsAt,
        mode: 'clinic',
        intake: { concern: '', teleconsultConsent: false },
      },
    });
    const booking = await screen.findByRole('region', { name: 'Book a consultation' });
    const signIn = await within(booking).findByRole('button', { name: 'Sign in to book' });
    expect(within(booking).getByRole('radio', { name: /In clinic/ })).toHaveProperty('checked', true);
    await userEvent.setup().click(signIn);
    await waitFor(() => expect(goToSignIn).toHaveBeenCalledWith(doctor._id));
    expect(remembered[0]).toMatchObject({ startsAt: morning.startsAt, mode: 'clinic' });
  });
});
