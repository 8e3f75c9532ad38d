// A consultation's, a store order's and a doctor application's messages in words: who is named,
// what each kind carries, which order status tells what, and keys that a replayed change repeats
// exactly.
import { describe, expect, it } from 'vitest';
import {
  consultationMessage,
  consultationRefundMessage,
  doctorApplicationMessage,
  isConsultationRefundNotification,
  isDoctorApplicationNotification,
  isOrderNotification,
  notificationKey,
  orderMessage,
  orderStatusMessage,
  refundMessage,
  type ConsultationFacts,
  type OrderEmailFacts,
} from '@domain/notifications';

const facts: ConsultationFacts = {
  audience: 'patient',
  patientName: 'Asha Rao',
  doctorName: 'Dr. Meera Iyer',
  startsAt: '2026-11-28T05:00:00.000Z',
  mode: 'video',
  joinUrl: 'https://meet.example.org/room',
  clinicAddress: null,
  consultationsUrl: 'https://ojas.test/dashboard/consultations',
};

describe('consultation messages', () => {
  it('tells the patient the doctor, the India time and the join link, and the doctor the patient', () => {
    const patient = consultationMessage('consultationBooked', facts);
    expect(patient.subject).toBe('Consultation confirmed with Dr. Meera Iyer');
    expect(patient.details).toContainEqual({ label: 'When (IST)', value: 'Sat, 28 Nov, 2026, 10:30 am' });
    expect(patient.action).toEqual({ label: 'Join the call', url: facts.joinUrl });
    const doctor = consultationMessage('consultationBooked', { ...facts, audience: 'doctor' });
    expect(doctor.subject).toBe('New consultation booked: Asha Rao');
    expect(doctor.details).toContainEqual({ label: 'Patient', value: 'Asha Rao' });
  });

  it('gives a visit the clinic address, and a cancellation neither link nor address', () => {
    const visit = { ...facts, mode: 'clinic' as const, joinUrl: null, clinicAddress: '12 MG Road, Pune' };
    expect(consultationMessage('consultationReminder1h', visit).details).toContainEqual({
      label: 'Where',
      value: '12 MG Road, Pune',
    });
    const cancelled = consultationMessage('consultationCancelled', facts);
    expect(cancelled.details.map((detail) => detail.label)).not.toContain('Join link');
    expect(cancelled.action?.url).toBe(facts.consultationsUrl);
  });

  it('keys a message by kind, audience, subject and version', () => {
    expect(notificationKey('consultationRescheduled', 'doctor', 'c1', 2)).toBe('consultationRescheduled.doctor.c1.2');
    expect(notificationKey('consultationBooked', 'patient', 'c1')).toBe(
      notificationKey('consultationBooked', 'patient', 'c1', 0),
    );
  });
});

const order: OrderEmailFacts = {
  orderId: '6650c0ffee0000000af657',
  shopperName: 'Lata',
  totalPaise: 90_000,
  status: 'created',
  carrier: null,
  trackingNumber: null,
  invoiceAttached: true,
  creditNoteAttached: false,
  orderUrl: 'https://ojas.test/dashboard/orders/6650c0ffee0000000af657',
};

describe('store order messages', () => {
  it('names the order by its short number and links to its page; the placed one mentions the invoice when it goes with it', () => {
    const placed = orderMessage('orderPlaced', order);
    expect(placed.subject).toBe('Order placed: OJ-000AF657');
    expect(placed.details).toEqual([
      { label: 'Order', value: 'OJ-000AF657' },
      { label: 'Total', value: '₹900' },
    ]);
    expect(placed.lines).toContain('Your tax invoice is attached.');
    expect(orderMessage('orderPlaced', { ...order, invoiceAttached: false }).lines).not.toContain(
      'Your tax invoice is attached.',
    );
    expect(placed.action).toEqual({ label: 'View your order', url: order.orderUrl });
  });

  it('offers a failed payment the order page to pay again', () => {
    const failed = orderMessage('orderPaymentFailed', { ...order, status: 'payment_failed' });
    expect(failed.subject).toBe('Payment not completed: OJ-000AF657');
    expect(failed.action).toEqual({ label: 'Pay again', url: order.orderUrl });
  });

  it('gives a shipment its carrier and tracking number, and a refunded cancellation the refund line', () => {
    const shipped = orderMessage('orderShipped', { ...order, carrier: 'Delhivery', trackingNumber: 'DL-1' });
    expect(shipped.details).toContainEqual({ label: 'Carrier', value: 'Delhivery' });
    expect(shipped.details).toContainEqual({ label: 'Tracking number', value: 'DL-1' });
    const refundLine = 'The amount you paid is being refunded to your payment method.';
    expect(orderMessage('orderCancelled', { ...order, status: 'refunded' }).lines).toContain(refundLine);
    expect(orderMessage('orderCancelled', { ...order, status: 'cancelled' }).lines).not.toContain(refundLine);
  });

  it("tells a refund's amount and, when there is one, its bank note", () => {
    const started = refundMessage('refundStarted', order, { amountPaise: 45_000, bankNote: 'Banks credit soon.' });
    expect(started.subject).toBe('Refund started: OJ-000AF657');
    expect(started.lines).toEqual(['We have started a refund of ₹450 to your payment method.', 'Banks credit soon.']);
    expect(refundMessage('refundProcessed', order, { amountPaise: 45_000, bankNote: null }).lines).toEqual([
      'Your refund of ₹450 is processed.',
    ]);
  });

  it('says a credit note is attached when one goes with a cancellation or a refund', () => {
    const attached = 'The GST credit note for this is attached.';
    const withNote = { ...order, status: 'refunded' as const, creditNoteAttached: true };
    expect(orderMessage('orderCancelled', withNote).lines).toContain(attached);
    expect(refundMessage('refundStarted', withNote, { amountPaise: 45_000, bankNote: null }).lines).toContain(attached);
    expect(orderMessage('orderCancelled', { ...withNote, creditNoteAttached: false }).lines).not.toContain(attached);
  });

  it('tells the statuses a shopper hears of, and a cancellation only of an order that was placed', () => {
    expect(orderStatusMessage('pending', 'created')).toBe('orderPlaced');
    expect(orderStatusMessage('payment_failed', 'created')).toBe('orderPlaced');
    expect(orderStatusMessage('created', 'packed')).toBe('orderPacked');
    expect(orderStatusMessage('pending', 'payment_failed')).toBe('orderPaymentFailed');
    expect(orderStatusMessage('payment_failed', 'pending')).toBeNull();
    expect(orderStatusMessage('packed', 'shipped')).toBe('orderShipped');
    expect(orderStatusMessage('shipped', 'delivered')).toBe('orderDelivered');
    expect(orderStatusMessage('created', 'refunded')).toBe('orderCancelled');
    expect(orderStatusMessage('packed', 'cancelled')).toBe('orderCancelled');
    expect(orderStatusMessage('pending', 'cancelled')).toBeNull();
    expect(orderStatusMessage('payment_failed', 'cancelled')).toBeNull();
    expect(orderStatusMessage('cancelled', 'refunded')).toBeNull();
    expect(isOrderNotification('refundProcessed')).toBe(true);
    expect(isOrderNotification('consultationBooked')).toBe(false);
    expect(notificationKey('refundStarted', 'shopper', 'o1', 'rf_1')).toBe('refundStarted.shopper.o1.rf_1');
  });
});

describe("a consultation's refund messages", () => {
  it("tell the patient the amount, the bank note, the consultation's doctor and time, and link to their consultations", () => {
    const started = consultationRefundMessage('consultationRefundStarted', facts, {
      amountPaise: 60_000,
      bankNote: 'Banks credit soon.',
    });
    expect(started.subject).toBe('Refund started: consultation with Dr. Meera Iyer');
    expect(started.lines).toEqual(['We have started a refund of ₹600 to your payment method.', 'Banks credit soon.']);
    expect(started.details).toContainEqual({ label: 'Refund', value: '₹600' });
    expect(started.details).toContainEqual({ label: 'Doctor', value: 'Dr. Meera Iyer' });
    expect(started.details.map((d) => d.label)).not.toContain('Join link');
    expect(started.action).toEqual({ label: 'View your consultations', url: facts.consultationsUrl });
    const processed = consultationRefundMessage('consultationRefundProcessed', facts, {
      amountPaise: 60_000,
      bankNote: null,
    });
    expect(processed.subject).toBe('Refund processed: consultation with Dr. Meera Iyer');
    expect(processed.lines).toEqual(['Your refund of ₹600 is processed.']);
    expect(isConsultationRefundNotification('consultationRefundProcessed')).toBe(true);
    expect(isConsultationRefundNotification('refundProcessed')).toBe(false);
  });
});

describe("a doctor application's messages", () => {
  const application = {
    applicantName: 'Dr. Kavya Menon',
    reason: null,
    deskUrl: 'https://ojas.test/dashboard/desk',
    profileUrl: 'https://ojas.test/dashboard',
  };

  it('sends a verified doctor to their desk', () => {
    const verified = doctorApplicationMessage('doctorApplicationVerified', application);
    expect(verified.subject).toBe('Your Ojas doctor profile is verified');
    expect(verified.lines[0]).toContain('Dr. Kavya Menon, your doctor application is verified');
    expect(verified.action).toEqual({ label: 'Open your desk', url: application.deskUrl });
  });

  it("tells a rejection's reason, when there is one, and points to the profile", () => {
    const rejected = doctorApplicationMessage('doctorApplicationRejected', { ...application, reason: 'No licence' });
    expect(rejected.subject).toBe('Your Ojas doctor application');
    expect(rejected.details).toEqual([{ label: 'Reason', value: 'No licence' }]);
    expect(rejected.action).toEqual({ label: 'View your profile', url: application.profileUrl });
    expect(doctorApplicationMessage('doctorApplicationRejected', application).details).toEqual([]);
    expect(isDoctorApplicationNotification('doctorApplicationRejected')).toBe(true);
    expect(isDoctorApplicationNotification('orderPlaced')).toBe(false);
  });
});
