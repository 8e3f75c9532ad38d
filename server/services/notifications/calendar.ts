// A consultation's calendar invitation (iCalendar, RFC 5545): one UID per consultation, a
// SEQUENCE raised by each change, METHOD:REQUEST to add or move it and METHOD:CANCEL to remove
// it. Times are India's wall clock under TZID=Asia/Kolkata with its VTIMEZONE (+05:30 all year).
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { INDIA_OFFSET_MS, INDIA_TIME_ZONE } from '@domain/indiaTime';

const INDIA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INDIA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface Invitation {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** The join link, or the clinic's address. */
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * ical-generator writes a plain Date under a TZID with its local-time fields, so an instant is
 * handed over as a Date whose local fields read India's wall clock, whatever the server's zone.
 */
function indiaWallClock(instant: Date): Date {
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return new Date(
    india.getUTCFullYear(),
    india.getUTCMonth(),
    india.getUTCDate(),
    india.getUTCHours(),
    india.getUTCMinutes(),
    india.getUTCSeconds(),
  );
}

/** The invitation as an .ics text. */
export function invitationIcs(invitation: Invitation): string {
  const calendar = ical({
    prodId: { company: 'Ojas', product: 'Consultations' },
    method: invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: INDIA_TIME_ZONE, generator: () => INDIA_VTIMEZONE });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: indiaWallClock(invitation.startsAt),
    end: indiaWallClock(invitation.endsAt),
    timezone: INDIA_TIME_ZONE,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.url,
    organizer: invitation.organizer,
    attendees: [invitation.attendee],
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
