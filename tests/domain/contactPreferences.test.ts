// The channel rule (every preference × reachability × reminder or not) and the text messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_PREFERENCES, contactPreferenceChoices, messageChannels } from '@domain/contactPreferences';
import { ORDER_NOTIFICATION_KINDS, type ConsultationFacts, type OrderFacts } from '@domain/notifications';
import {
  consultationRefundSms,
  consultationSms,
  doctorApplicationSms,
  orderSms,
  plainSmsText,
  refundSms,
} from '@domain/notificationSms';

describe('messageChannels', () => {
  it('the preferred channel when reachable there, else the other', () => {
    const both = { email: true, sms: true };
    expect(messageChannels({ reminder: false, preference: 'email', reachable: both })).toEqual(['email']);
    expect(messageChannels({ reminder: false, preference: 'sms', reachable: both })).toEqual(['sms']);
    expect(messageChannels({ reminder: true, preference: 'sms', reachable: { email: true, sms: false } })).toEqual([
      'email',
    ]);
    expect(messageChannels({ reminder: true, preference: 'email', reachable: { email: false, sms: true } })).toEqual([
      'sms',
    ]);
  });

  it('"none" stops reminders only: a transactional message still goes by one channel', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (email, sms) => {
        const reachable = { email, sms };
        expect(messageChannels({ reminder: true, preference: 'none', reachable })).toEqual([]);
        expect(messageChannels({ reminder: false, preference: 'none', reachable })).toHaveLength(email || sms ? 1 : 0);
      }),
    );
  });

  it('never more than one channel, never one that cannot reach', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTACT_PREFERENCES),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (preference, reminder, email, sms) => {
          const channels = messageChannels({ reminder, preference, reachable: { email, sms } });
          expect(channels.length).toBeLessThanOrEqual(1);
          for (const channel of channels) expect({ email, sms }[channel]).toBe(true);
        },
      ),
    );
  });

  it('offers email only to someone with an address', () => {
    expect(contactPreferenceChoices({ email: true })).toEqual(['email', 'sms', 'none']);
    expect(contactPreferenceChoices({ email: false })).toEqual(['sms', 'none']);
  });
});

describe('text messages', () => {
  const facts: OrderFacts = {
    orderId: 'ord_0123456789abcdef',
    shopperName: 'Asha',
    totalPaise: 123_450,
    status: 'shipped',
    carrier: 'Delhivery',
    trackingNumber: 'DL-987654321',
    invoiceAttached: false,
    orderUrl: 'https://ojas.example/dashboard/orders/ord_0123456789abcdef',
  };

  it('every order and refund message is plain ASCII and fits one SMS part', () => {
    const texts = ORDER_NOTIFICATION_KINDS.map((kind) =>
      kind === 'refundStarted' || kind === 'refundProcessed'
        ? refundSms(kind, facts, { amountPaise: 123_450, bankNote: null })
        : orderSms(kind, facts),
    );
    for (const text of texts) {
      expect(text).toMatch(/^[\x20-\x7e]+$/);
      expect(text.length).toBeLessThanOrEqual(160);
    }
    expect(orderSms('orderShipped', facts)).toContain('shipped with Delhivery, tracking DL-987654321');
    expect(refundSms('refundStarted', facts, { amountPaise: 123_450, bankNote: null })).toContain('Rs 1,234.50');
  });

  const onlineConsultation: ConsultationFacts = {
    audience: 'patient',
    patientName: 'Asha',
    doctorName: 'Dr. Meera Iyer',
    startsAt: '2026-11-30T05:00:00.000Z',
    mode: 'video',
    joinUrl: 'https://meet.jit.si/ojas-abc',
    clinicAddress: null,
    consultationsUrl: 'https://ojas.example/dashboard/consultations',
  };

  it('a consultation message names the time in IST and carries the join link, a cancellation the page', () => {
    const booked = consultationSms('consultationBooked', onlineConsultation);
    expect(booked).toMatch(
      /^Ojas: your consultation with Dr\. Meera Iyer on Mon, 30 Nov, 2026, 10:30 am IST is confirmed\. Join: https:\/\/meet\.jit\.si\/ojas-abc$/i,
    );
    expect(consultationSms('consultationCancelled', onlineConsultation)).toMatch(
      /Details: https:\/\/ojas\.example\/dashboard\/consultations$/,
    );
    expect(consultationSms('consultationBooked', { ...onlineConsultation, audience: 'doctor' })).toContain(
      'Asha booked a consultation with you',
    );
  });

  it("a consultation's refund names its amount and doctor; a doctor application's decision links the desk or the profile", () => {
    const consultation = { ...onlineConsultation, joinUrl: null };
    const refund = { amountPaise: 50_000, bankNote: null };
    const started = consultationRefundSms('consultationRefundStarted', consultation, refund);
    expect(started).toBe(
      'Ojas: refund of Rs 500 for your consultation with Dr. Meera Iyer started. Details: https://ojas.example/dashboard/consultations',
    );
    expect(consultationRefundSms('consultationRefundProcessed', consultation, refund)).toContain('processed.');
    const application = {
      applicantName: 'Dr. Ravi',
      reason: null,
      deskUrl: 'https://ojas.example/dashboard/desk',
      profileUrl: 'https://ojas.example/dashboard',
    };
    expect(doctorApplicationSms('doctorApplicationVerified', application)).toMatch(
      /verified\. Your desk: https:\/\/ojas\.example\/dashboard\/desk$/,
    );
    expect(doctorApplicationSms('doctorApplicationRejected', application)).toMatch(
      /not approved.*https:\/\/ojas\.example\/dashboard$/,
    );
    for (const text of [started, doctorApplicationSms('doctorApplicationRejected', application)]) {
      expect(text).toMatch(/^[\x20-\x7e]+$/);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });

  it('plainSmsText keeps only characters of the basic SMS alphabet', () => {
    expect(plainSmsText('₹900 · 10:30\u202fam – Café')).toBe('Rs 900 - 10:30 am - Cafe');
  });
});
