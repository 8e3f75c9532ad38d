// A consultation's messages in words: who is named, what each kind carries, and keys that a
// replayed change repeats exactly.
import { describe, expect, it } from 'vitest';
import { consultationMessage, notificationKey, type ConsultationFacts } from '../../src/domain/notifications';

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
