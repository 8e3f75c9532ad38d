// A patient's consultations as the patient sees them, and the fields the doctor's view shares.
import { desc, eq, sql } from 'drizzle-orm';
import { meetingLink } from '@domain/consultation';
import type { Consultation } from '@domain/contract/consultations';
import { doctorTitle } from '@domain/contract/doctors';
import { paiseToRupees } from '@domain/money';
import { toIndiaIso } from '@domain/slots';
import type { Db } from '../../db/client';
import { consultations, doctors } from '../../db/schema';
import { expireHolds, type ConsultationRow, type ConsultationSettings } from './records';

const patientColumns = {
  consultation: consultations,
  doctorFirstName: doctors.firstName,
  doctorSecondName: doctors.secondName,
  clinicAddress: doctors.clinicAddress,
};

type PatientRow = {
  consultation: ConsultationRow;
  doctorFirstName: string;
  doctorSecondName: string;
  clinicAddress: string | null;
};

/** The fields both the patient's and the doctor's views show. */
export function consultationFields(row: ConsultationRow, settings: ConsultationSettings, now: number) {
  return {
    _id: row.id,
    doctorId: row.doctorId,
    startsAt: toIndiaIso(row.startsAt.getTime()),
    endsAt: toIndiaIso(row.endsAt.getTime()),
    mode: row.mode,
    status: row.status,
    fee: paiseToRupees(row.pricePaise),
    concern: row.concern,
    holdExpiresAt: row.status === 'pending' && row.holdExpiresAt ? toIndiaIso(row.holdExpiresAt.getTime()) : null,
    meetingLink:
      row.status === 'booked'
        ? meetingLink({
            baseUrl: settings.meetingBaseUrl,
            room: row.meetingRoom,
            mode: row.mode,
            startsAt: row.startsAt.getTime(),
            endsAt: row.endsAt.getTime(),
            now,
          })
        : null,
    notes: row.notes,
    recommendedItemIds: row.recommendedItemIds,
    refund: row.refundPaise === null ? null : paiseToRupees(row.refundPaise),
  };
}

function toConsultation(row: PatientRow, settings: ConsultationSettings, now: number): Consultation {
  return {
    ...consultationFields(row.consultation, settings, now),
    doctorName: doctorTitle({ firstName: row.doctorFirstName, secondName: row.doctorSecondName }),
    clinicAddress: row.consultation.mode === 'clinic' ? row.clinicAddress : null,
  };
}

export async function patientConsultation(
  db: Db,
  settings: ConsultationSettings,
  id: string,
  now: number,
): Promise<Consultation> {
  const [row] = await db
    .select(patientColumns)
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(eq(consultations.id, id));
  return toConsultation(row!, settings, now);
}

/** Every consultation of patient `uid`, the latest start first; holds that ran out are ended first. */
export async function listPatientConsultations(
  db: Db,
  settings: ConsultationSettings,
  uid: string,
  now: number,
): Promise<Consultation[]> {
  await expireHolds(db, now, { uid });
  const rows = await db
    .select(patientColumns)
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(eq(consultations.uid, uid))
    .orderBy(desc(consultations.startsAt), sql`${consultations.id}`);
  return rows.map((row) => toConsultation(row, settings, now));
}
