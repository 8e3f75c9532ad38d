// Booking a consultation in a real browser against the real server, its sandbox gateway and the
// Auth Emulator: find a doctor on /doctors, a day without slots (offering the next day with a free
// one) then one with slots, slot, mode and intake, sign in (the choice comes back), pay in the
// sandbox, see it in the dashboard, reschedule it, cancel it with the refund the policy gives; the
// local inbox holds the confirmation (its .ics parsed back), the doctor's notice, the reminder a
// moved clock sends, and the cancellation, after which no reminder follows.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSULTATION_REFUND_POLICY } from '@domain/consultation';
import type { DoctorDetail } from '@domain/contract/doctors';
import { formatIndiaDay, formatIndiaTime } from '@domain/indiaTime';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { formatRupees } from '@domain/money';
import { bookingDates, type Slot } from '@domain/slots';
import { ASHA } from '../support/builders/people';
import { inTurn } from '../support/inTurn';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS, waitForHydration, type Viewport } from './browserFixture';
import { deliverNotificationsAt } from './databaseHelper';
import { awaitEmail, emailsTo, invitationOf, screenshotEmail } from './mailInbox';
import { emailFor, signInAndRegister } from './phoneSignIn';

const baseURL = inject('baseURL');
const browser = useBrowser();
const newPage = (viewport: Viewport = VIEWPORTS.desktop) =>
  browser.newPage(viewport, { toleratedErrorSources: ['/recaptchaConfig'] });
/** Screenshots of the doctor's page and the consultations, for people to look at. */
const SHOTS = path.resolve(import.meta.dirname, '../../.shots/booking');
const HOUR_MS = 3_600_000;
/** Screenshots of the emails at phone width. */
const EMAIL_SHOTS = process.env.EMAIL_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../.shots/email');
const DOCTOR_EMAIL = 'meera-iyer@doctors.ojas.example';

async function api<T>(apiPath: string): Promise<T> {
  return ((await (await fetch(`${baseURL}/api${apiPath}`)).json()) as { data: T }).data;
}

interface Days {
  doctor: DoctorDetail;
  /** A day of the next 14 without free slots. */
  empty: string;
  /** The first later day with a free slot, which the empty day offers ("Next available"); null when none. */
  afterEmpty: string | null;
  /** A day with a free slot at least five hours away (so it can still be moved and refunded). */
  open: string;
  slot: Slot;
  /** Another day with such a slot, to move the consultation to. */
  other: string;
  otherSlot: Slot;
}

/** Finds, from the server's own answers, the days the journey needs for one seeded doctor. */
async function daysOf(doctorId: string): Promise<Days> {
  const doctor = await api<DoctorDetail>(`/doctors/${doctorId}`);
  const later = Date.now() + 5 * HOUR_MS;
  const byDay = await inTurn(bookingDates(Date.now()), async (date) => {
    const free = await api<Slot[]>(`/doctors/${doctorId}/slots?date=${date}`);
    return {
      date,
      free,
      slots: free.filter((slot) => Date.parse(slot.startsAt) > later && slot.modes.includes('video')),
    };
  });
  // No free slot at all (today may have slots sooner than five hours that the picker shows).
  const empty = byDay.find((day) => day.free.length === 0)!;
  const [open, other] = byDay.filter((day) => day.slots.length > 0);
  const afterEmpty = byDay.find((day) => day.date > empty.date && day.free.length > 0);
  return {
    doctor,
    empty: empty.date,
    afterEmpty: afterEmpty?.date ?? null,
    open: open!.date,
    slot: open!.slots[0]!,
    other: other!.date,
    otherSlot: other!.slots[0]!,
  };
}

/** The subjects of the reminders sent to `email`, oldest first. */
async function reminderSubjects(email: string): Promise<string[]> {
  return (await emailsTo(email))
    .map((mail) => mail.subject)
    .filter((subject) => /^(Tomorrow|In an hour):/.test(subject));
}

let days: Days;
beforeAll(async () => {
  days = await daysOf('meera-iyer');
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.mkdirSync(EMAIL_SHOTS, { recursive: true });
});

async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

const sandbox = (page: Page) => page.frameLocator('iframe[title="Payment checkout"]');

describe('booking a consultation', () => {
  it('finds a doctor, books and pays after signing in, then reschedules and cancels in the dashboard', async () => {
    const page = await newPage();
    await page.goto(`${baseURL}/doctors`);
    // The list is in the server's HTML: the link is followed by the router once the page has hydrated.
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /Meera Iyer/ })
      .first()
      .click();
    await page.waitForURL(`${baseURL}/doctors/meera-iyer`);
    const booking = page.getByRole('region', { name: 'Book a consultation' });
    await booking.waitFor();
    await page.getByText(days.doctor.registrationNumber).waitFor();

    await booking.getByRole('button', { name: formatIndiaDay(days.empty), exact: true }).click();
    await booking.getByRole('status').filter({ hasText: COMMON_MESSAGES.noSlotsForDay }).waitFor();
    // The full day offers the next later day with a free slot, by the server's own answers.
    if (days.afterEmpty)
      await booking
        .getByRole('button', { name: SITE_MESSAGES.nextAvailableDay(formatIndiaDay(days.afterEmpty)), exact: true })
        .waitFor();
    await booking.getByRole('button', { name: formatIndiaDay(days.open), exact: true }).click();
    await booking.getByRole('button', { name: formatIndiaTime(days.slot.startsAt), exact: true }).click();
    await booking.getByRole('button', { name: 'Continue' }).click();
    await booking.getByRole('radio', { name: 'Video call' }).check();
    await booking.getByRole('button', { name: 'Continue' }).click();
    await booking.getByRole('textbox', { name: /What would you like to discuss/ }).fill('Acidity after meals');
    await booking.getByRole('checkbox', { name: /I consent/ }).check();
    // Registering asks the date of birth and takes adults only: the intake does not ask again.
    await expect.poll(() => booking.getByRole('checkbox', { name: /18 years or older/ }).count()).toBe(0);
    await shoot(page, 'doctor');
    await booking.getByRole('button', { name: 'Sign in to book' }).click();

    await page.waitForURL(`${baseURL}/login`);
    const mobile = await signInAndRegister(page);
    await page.waitForURL(`${baseURL}/doctors/meera-iyer`);
    // Back at the same doctor, day and slot, with the intake as it was.
    const pay = booking.getByRole('button', { name: `Pay ${formatRupees(days.doctor.appointmentPrice)} and book` });
    await pay.waitFor();
    await expect
      .poll(() => booking.getByRole('textbox', { name: /What would you like to discuss/ }).inputValue())
      .toBe('Acidity after meals');
    await expect
      .poll(() =>
        booking
          .getByRole('button', { name: formatIndiaTime(days.slot.startsAt), exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await pay.click();
    await page.getByRole('dialog', { name: 'Secure payment' }).waitFor();
    await sandbox(page).getByRole('button', { name: /^Pay / }).click();
    await booking.getByText(COMMON_MESSAGES.consultationBooked).waitFor();
    await shoot(page, 'booked');
    await expectNoSeriousViolations(page);

    // The confirmation: an invitation at the slot's time in India's zone with the join link.
    const patientEmail = emailFor(mobile);
    const confirmation = await awaitEmail(patientEmail, 'Consultation confirmed with Dr. Meera Iyer');
    const invitation = await invitationOf(confirmation);
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.event.startDate.zone.tzid).toBe('Asia/Kolkata');
    expect(invitation.event.startDate.toJSDate().getTime()).toBe(Date.parse(days.slot.startsAt));
    expect(invitation.event.location).toMatch(/^https:\/\/\S+\/\S+$/);
    expect(confirmation.text).toContain(invitation.event.location);
    const notice = await awaitEmail(DOCTOR_EMAIL, `New consultation booked: ${ASHA.fullName}`);
    const phone = await newPage(VIEWPORTS.phone);
    await screenshotEmail(phone, confirmation, path.join(EMAIL_SHOTS, 'notify-confirmation-390.png'));
    await screenshotEmail(phone, notice, path.join(EMAIL_SHOTS, 'notify-doctor-notice-390.png'));
    // The clock moved to an hour before the start: the reminders due by then are sent.
    await deliverNotificationsAt(Date.parse(days.slot.startsAt) - HOUR_MS + 1);
    await awaitEmail(patientEmail, 'In an hour: your consultation with Dr. Meera Iyer');

    await booking.getByRole('link', { name: 'See my consultations' }).click();
    await page.waitForURL(`${baseURL}/dashboard/consultations`);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('heading', { name: 'Dr. Meera Iyer' }).waitFor();
    await upcoming.getByText(/The meeting link appears here 10 minutes before the start/).waitFor();
    await shoot(page, 'consultations');
    await expectNoSeriousViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'consultations');
    await page.setViewportSize(VIEWPORTS.desktop);

    await upcoming.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule with Dr. Meera Iyer' });
    await dialog.getByRole('button', { name: formatIndiaDay(days.other) }).click();
    await dialog.getByRole('button', { name: formatIndiaTime(days.otherSlot.startsAt), exact: true }).click();
    await shoot(page, 'reschedule');
    await dialog.getByRole('button', { name: 'Move my consultation' }).click();
    await page.getByText(COMMON_MESSAGES.consultationRescheduled).first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await upcoming.getByText(new RegExp(formatIndiaTime(days.otherSlot.startsAt))).waitFor();

    await upcoming.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this consultation?' });
    await cancel.getByText(CONSULTATION_REFUND_POLICY[0]).waitFor();
    await cancel.getByRole('button', { name: 'Cancel consultation' }).click();
    await page.getByText(COMMON_MESSAGES.consultationCancelled).first().waitFor();
    const past = page.getByRole('region', { name: 'Past' });
    await past.getByText(`Refunded: ${formatRupees(days.doctor.appointmentPrice)}`).waitFor();
    await upcoming.getByText('None.').waitFor();

    // The cancellation removes it from the calendar, and no reminder of the moved time follows.
    const cancelled = await awaitEmail(patientEmail, 'Consultation cancelled: Dr. Meera Iyer');
    const cancelling = await invitationOf(cancelled);
    expect(cancelling.method).toBe('CANCEL');
    expect(cancelling.event.uid).toBe(invitation.event.uid);
    expect(cancelling.event.sequence).toBe(2);
    // The booked time's reminders went out an hour before it (with "Tomorrow" too when it was booked
    // more than a day ahead, as on a day whose slots are all sooner than five hours).
    const remindedOfBookedTime = await reminderSubjects(patientEmail);
    expect(remindedOfBookedTime).toContain('In an hour: your consultation with Dr. Meera Iyer');
    await deliverNotificationsAt(Date.parse(days.otherSlot.startsAt) - HOUR_MS + 1);
    expect(await reminderSubjects(patientEmail)).toEqual(remindedOfBookedTime);
  }, 240_000);

  it("lays out the doctor's booking on a phone", async () => {
    const page = await newPage(VIEWPORTS.phone);
    await page.goto(`${baseURL}/doctors/meera-iyer`);
    const booking = page.getByRole('region', { name: 'Book a consultation' });
    await booking.getByRole('button', { name: formatIndiaDay(days.open), exact: true }).click();
    await booking.getByRole('button', { name: formatIndiaTime(days.slot.startsAt), exact: true }).click();
    // By keyboard: Continue takes focus on to the mode step's heading, and Tab into its choices.
    await booking.getByRole('button', { name: 'Continue' }).press('Enter');
    await booking.getByRole('radio', { name: /In clinic/ }).waitFor();
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe('H3 Consultation mode');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
    await shoot(page, 'doctor');
    await expectNoSeriousViolations(page);
    // No sideways scrolling at 390 px.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
