// The doctor's side of a consultation in a real browser against the real server and the Auth
// Emulator: a patient books and pays for the doctor's earliest slot through the API, the test
// harness moves it to have started a minute ago (tests/e2e/databaseHelper.ts), the seeded doctor
// signs in by phone, finds it on the desk, records it completed with notes and two catalogue
// products; the patient reads the notes and adds both products to the cart in one tap.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSULTATION_MODE_LABELS } from '@domain/booking';
import type { StoreItem, StoreItemPage } from '@domain/contract/catalogue';
import type { Consultation } from '@domain/contract/consultations';
import { consultationTimeText } from '@domain/desk';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { DESK_MESSAGES } from '@domain/messages/desk';
import type { Slot } from '@domain/slots';
import { createSeededAccounts } from '../../scripts/lib/seedAccounts';
import { LOCAL_FIREBASE_PROJECT } from '../../server/config';
import { seededDoctorAccounts } from '../../server/db/seed/doctorAccounts';
import { EMULATOR_URL, type TestAccount } from '../support/authEmulator';
import { ASHA } from '../support/builders/people';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS } from './browserFixture';
import { api, bookAndPay, earliestSlot, registeredPatient } from './consultationApi';
import { startConsultationNow } from './databaseHelper';
import { signInWithPhone } from './phoneSignIn';

const baseURL = inject('baseURL');
const browser = useBrowser();
const newPage = () => browser.newPage(VIEWPORTS.desktop, { toleratedErrorSources: ['/recaptchaConfig'] });
const arjun = seededDoctorAccounts.find((account) => account.doctorId === 'arjun-nair')!;
const CONCERN = 'Poor sleep and low energy in the mornings';
const NOTES = 'Warm milk with nutmeg at bedtime; screens off an hour before sleep.';

let patient: TestAccount & { mobile: string };
let slot: Slot;
/** When the moved consultation starts, as the server says. */
let startedAt: string;
/** A second booking of the same patient that has not started yet. */
let later: Slot;
let products: [StoreItem, StoreItem];

beforeAll(async () => {
  await createSeededAccounts(EMULATOR_URL, LOCAL_FIREBASE_PROJECT);
  patient = await registeredPatient();
  slot = await earliestSlot(arjun.doctorId);
  const consultationId = await bookAndPay(patient, { doctorId: arjun.doctorId, slot, concern: CONCERN });
  later = await earliestSlot(arjun.doctorId);
  await bookAndPay(patient, { doctorId: arjun.doctorId, slot: later, concern: CONCERN });
  await startConsultationNow(consultationId);
  const mine = await api<Consultation[]>(`/consultations/user/${patient.uid}`, { account: patient });
  startedAt = mine.find((consultation) => consultation._id === consultationId)!.startsAt;
  const inStock = (await api<StoreItemPage>('/store/items/query/0/60')).items.filter((item) => item.inStock);
  products = [inStock[0]!, inStock[1]!];
});

describe("the doctor's side of a consultation", () => {
  it('the doctor records it completed with notes and two products; the patient adds both to the cart', async () => {
    const desk = await newPage();
    await signInWithPhone(desk, arjun.phoneNumber.slice(3));
    await desk.waitForURL(`${baseURL}/dashboard`);
    await desk.goto(`${baseURL}/dashboard/desk`);
    const today = desk.getByRole('region', { name: 'Today' });
    // What the doctor needs before starting: who, when, how and why.
    const when = consultationTimeText(startedAt);
    const booking = today.getByRole('listitem', { name: `${ASHA.fullName}, ${when}` });
    await booking.waitFor({ timeout: 15_000 });
    await booking.getByText(ASHA.fullName, { exact: true }).waitFor();
    await booking.getByText(`${when} · ${CONSULTATION_MODE_LABELS[slot.modes[0]!]}`).waitFor();
    await booking.getByText(CONCERN).waitFor();

    // One that has not started cannot be recorded yet: the desk says from when instead of offering it.
    const laterBooking = desk.getByRole('listitem', {
      name: `${ASHA.fullName}, ${consultationTimeText(later.startsAt)}`,
    });
    await laterBooking.getByText(DESK_MESSAGES.recordFrom(consultationTimeText(later.startsAt))).waitFor();
    await expect.poll(() => laterBooking.getByRole('button', { name: 'Record outcome' }).count()).toBe(0);

    await booking.getByRole('button', { name: 'Record outcome' }).click();
    const outcome = booking.getByRole('form', { name: `Outcome for ${ASHA.fullName}` });
    await outcome.getByRole('radio', { name: 'Completed' }).check();
    await outcome.getByLabel('Notes').fill(NOTES);
    for (const product of products) {
      await outcome.getByLabel('Find a product').fill(product.name);
      await outcome.getByRole('button', { name: 'Find' }).click();
      const recommend = outcome.getByRole('button', { name: `Recommend ${product.name}` });
      await expect.poll(() => recommend.isEnabled()).toBe(true);
      await recommend.click();
      await outcome.getByRole('list', { name: 'Products recommended' }).getByText(product.name).waitFor();
    }
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await desk.getByText(DESK_MESSAGES.outcomeSaved).first().waitFor();
    await booking.getByText('Completed', { exact: true }).waitFor();
    await booking.getByText(NOTES).waitFor();
    await expectNoSeriousViolations(desk);

    const home = await newPage();
    await signInWithPhone(home, patient.mobile);
    await home.waitForURL(`${baseURL}/dashboard`);
    await home.goto(`${baseURL}/dashboard/consultations`);
    const past = home.getByRole('region', { name: 'Past' });
    await past.getByText(NOTES).waitFor({ timeout: 15_000 });
    const recommended = past.getByRole('list', { name: 'Recommended products' });
    for (const product of products) await recommended.getByRole('link', { name: product.name }).waitFor();
    await past.getByRole('button', { name: 'Add all to cart' }).click();
    await home.getByText(COMMON_MESSAGES.itemAddedToCart).first().waitFor();
    await expect
      .poll(() => home.getByRole('link', { name: /^Cart, \d+ items?$/ }).getAttribute('aria-label'))
      .toBe('Cart, 2 items');

    await home.goto(`${baseURL}/store/cart`);
    const lines = home.getByRole('list', { name: 'Items in your cart' });
    for (const product of products) await lines.getByRole('link', { name: product.name }).first().waitFor();
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);
  });
});
