// The day's consultations on the operator's desk in a real browser against the real server, its
// sandbox gateway and the Auth Emulator: a patient books and pays for a doctor's earliest slot (set
// up through the API); the seeded operator opens that day on the desk, refunds part of it, and the
// patient's consultations page shows the refund.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { indiaDateOf, type Slot } from '@domain/slots';
import { createSeededAccounts } from '../../scripts/lib/seedAccounts';
import { LOCAL_FIREBASE_PROJECT } from '../../server/config';
import { seededOperatorAccount } from '../../server/db/seed/operatorAccount';
import { EMULATOR_URL, type TestAccount } from '../support/authEmulator';
import { ASHA } from '../support/builders/people';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS } from './browserFixture';
import { bookAndPay, earliestSlot, registeredPatient } from './consultationApi';
import { signInWithPhone } from './phoneSignIn';

const baseURL = inject('baseURL');
const browser = useBrowser();
const newPage = () => browser.newPage(VIEWPORTS.desktop, { toleratedErrorSources: ['/recaptchaConfig'] });
/** A doctor who sees patients online; the other browser tests book other doctors. */
const DOCTOR = { _id: 'kavita-deshpande', name: 'Dr. Kavita Deshpande' };

let patient: TestAccount & { mobile: string };
let slot: Slot;

beforeAll(async () => {
  await createSeededAccounts(EMULATOR_URL, LOCAL_FIREBASE_PROJECT);
  patient = await registeredPatient();
  slot = await earliestSlot(DOCTOR._id);
  await bookAndPay(patient, { doctorId: DOCTOR._id, slot, concern: 'Acidity after meals' });
});

describe("the desk's day of consultations", () => {
  it('the operator refunds part of a paid consultation; the patient sees the refund', async () => {
    const operator = await newPage();
    await signInWithPhone(operator, seededOperatorAccount.phoneNumber.slice(3));
    await operator.waitForURL(`${baseURL}/dashboard`);
    await operator.goto(`${baseURL}/ops/consultations`);
    await operator.getByRole('textbox', { name: 'Day' }).fill(indiaDateOf(slot.startsAt), { timeout: 15_000 });
    const row = operator.getByRole('listitem', { name: `${DOCTOR.name} with ${ASHA.fullName}` });
    await row.waitFor({ timeout: 15_000 });
    const refund = row.getByRole('form', { name: 'New refund' });
    await refund.getByRole('textbox', { name: 'Amount (₹)' }).fill('100');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('The call dropped twice');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await operator.getByText(REFUND_MESSAGES.started(10_000)).first().waitFor();
    await expectNoSeriousViolations(operator);

    const own = await newPage();
    await signInWithPhone(own, patient.mobile);
    await own.waitForURL(`${baseURL}/dashboard`);
    await own.goto(`${baseURL}/dashboard/consultations`);
    await expect.poll(() => own.getByText('Refunded: ₹100').count(), { timeout: 15_000 }).toBe(1);
  }, 120_000);
});
