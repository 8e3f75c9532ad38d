// A patient's consultation set up through the API, for the browser tests that start from one: a
// registered patient (signed in by phone later), the doctor's earliest slot, booked and paid as
// the sandbox's checkout would pay it.
import { inject } from 'vitest';
import type { PlacedConsultation } from '@domain/contract/consultations';
import { bookingDates, type Slot } from '@domain/slots';
import { SANDBOX_KEYS } from '../../server/config';
import { paymentSignature } from '../../server/payments/signature';
import { createPhoneAccount, uniqueMobile, type TestAccount } from '../support/authEmulator';
import { ASHA } from '../support/builders/people';

const baseURL = inject('baseURL');

export async function api<T>(apiPath: string, init: RequestInit & { account?: TestAccount } = {}): Promise<T> {
  const { account, ...request } = init;
  const response = await fetch(`${baseURL}/api${apiPath}`, {
    ...request,
    headers: {
      'content-type': 'application/json',
      ...(account ? { authorization: `Bearer ${account.idToken}` } : {}),
    },
  });
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!response.ok) throw new Error(`${request.method ?? 'GET'} ${apiPath}: ${response.status} ${body.message}`);
  return body.data;
}

/** The doctor's earliest free slot of the next 14 days. */
export async function earliestSlot(doctorId: string): Promise<Slot> {
  for (const date of bookingDates(Date.now())) {
    const [first] = await api<Slot[]>(`/doctors/${doctorId}/slots?date=${date}`);
    if (first) return first;
  }
  throw new Error(`${doctorId} has no free slot in the next 14 days`);
}

/** A registered patient signed in by phone (the browser signs in with the same number later). */
export async function registeredPatient(): Promise<TestAccount & { mobile: string }> {
  const mobile = uniqueMobile();
  const account = await createPhoneAccount(mobile);
  await api('/users', {
    method: 'POST',
    account,
    body: JSON.stringify({
      fullName: ASHA.fullName,
      email: `asha.${mobile}@example.com`,
      phone: mobile,
      birthDate: ASHA.birthDate,
      gender: 'female',
    }),
  });
  return { ...account, mobile };
}

/** Books the doctor's slot and pays as the browser's checkout would (the sandbox's key secret signs it). */
export async function bookAndPay(
  patient: TestAccount,
  { doctorId, slot, concern }: { doctorId: string; slot: Slot; concern: string },
): Promise<string> {
  const held = await api<PlacedConsultation>('/consultations', {
    method: 'POST',
    account: patient,
    body: JSON.stringify({
      userId: patient.uid,
      doctorId,
      startsAt: slot.startsAt,
      mode: slot.modes[0],
      concern,
    }),
  });
  const paymentId = `pay_${held._id.replace(/[^A-Za-z0-9]/g, '')}`;
  await api(`/consultations/private/${held._id}`, {
    method: 'PUT',
    account: patient,
    body: JSON.stringify({
      status: 'booked',
      razorpay_order_id: held.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(SANDBOX_KEYS.keySecret, held.order_id, paymentId),
    }),
  });
  return held._id;
}
