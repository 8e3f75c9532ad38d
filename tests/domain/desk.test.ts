import { describe, expect, it } from 'vitest';
import {
  applicationStatus,
  clockToMinute,
  consultationTimeText,
  deskAgenda,
  doctorStanding,
  hasDoctorRole,
  minuteToClock,
} from '@domain/desk';
import { aDoctorConsultation } from '../support/builders/desk';

const NOW = Date.parse('2026-11-24T09:00:00+05:30');
const at = (startsAt: string, status: 'booked' | 'pending' | 'expired' | 'completed' = 'booked') =>
  aDoctorConsultation({ _id: `c_${startsAt.slice(0, 16).replace(/\D/g, '')}`, startsAt, status });

describe("the doctor's desk", () => {
  it("splits today's consultations (India date) from later ones, soonest first, leaving out holds and expired", () => {
    const late = at('2026-11-24T23:40:00+05:30');
    const early = at('2026-11-24T08:00:00+05:30', 'completed');
    const tomorrow = at('2026-11-25T00:00:00+05:30');
    const yesterday = at('2026-11-23T23:59:00+05:30');
    const agenda = deskAgenda(
      [
        late,
        tomorrow,
        early,
        yesterday,
        at('2026-11-24T12:00:00+05:30', 'pending'),
        at('2026-11-26T10:00:00+05:30', 'expired'),
      ],
      NOW,
    );
    expect(agenda.today).toEqual([early, late]);
    expect(agenda.upcoming).toEqual([tomorrow]);
  });

  it('reads and writes the time fields of the hours', () => {
    expect(minuteToClock(540)).toBe('09:00');
    expect(minuteToClock(1439)).toBe('23:59');
    expect(clockToMinute('09:30')).toBe(570);
    expect(clockToMinute('24:00')).toBe(1440);
    expect(clockToMinute('9:30')).toBeUndefined();
    expect(clockToMinute('10:75')).toBeUndefined();
    for (let minute = 0; minute < 1440; minute += 7) expect(clockToMinute(minuteToClock(minute))).toBe(minute);
  });

  it("reads an application's state from the server's record of it", () => {
    const application = { _id: '7', createdAt: '2026-11-20T10:00:00.000Z' };
    for (const status of ['pending', 'verified', 'rejected'] as const)
      expect(applicationStatus({ roles: [], application: { ...application, status } })).toBe(status);
    expect(applicationStatus({ roles: [], application: null })).toBeUndefined();
    expect(applicationStatus(undefined)).toBeUndefined();
  });

  it('shows a verified doctor (application verified, or the doctor role), a pending applicant, or an offer to apply', () => {
    const application = (status: 'pending' | 'verified' | 'rejected') => ({
      _id: '7',
      status,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    expect(doctorStanding({ roles: [], application: application('verified') })).toBe('verified');
    expect(doctorStanding({ roles: ['doctor'], application: application('verified') })).toBe('verified');
    // A doctor listed without an application (the seeded doctors), or one who filed again.
    expect(doctorStanding({ roles: ['doctor'], application: null })).toBe('verified');
    expect(doctorStanding({ roles: ['doctor'], application: application('pending') })).toBe('verified');
    expect(doctorStanding({ roles: [], application: application('pending') })).toBe('applicant');
    expect(doctorStanding({ roles: ['admin'], application: application('pending') })).toBe('applicant');
    expect(doctorStanding({ roles: [], application: application('rejected') })).toBe('mayApply');
    expect(doctorStanding({ roles: ['admin'], application: null })).toBe('mayApply');
    expect(doctorStanding({ roles: [], application: null })).toBe('mayApply');
  });

  it('opens only for the doctor role and names times in India time', () => {
    expect(hasDoctorRole({ roles: ['doctor'], application: null })).toBe(true);
    expect(hasDoctorRole({ roles: ['admin'], application: null })).toBe(false);
    expect(hasDoctorRole(undefined)).toBe(false);
    expect(consultationTimeText('2026-11-24T04:30:00Z')).toBe('Tue, 24 Nov, 10:00 am');
  });
});
