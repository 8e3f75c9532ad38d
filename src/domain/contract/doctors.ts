import * as v from 'valibot';
import { DOCTOR_STATUSES } from '../doctor';
import { CONSULTATION_MODES } from '../slots';
import { RupeesSchema, SlugSchema } from './common';

export const DoctorSchema = v.object({
  _id: SlugSchema,
  firstName: v.string(),
  secondName: v.string(),
  profilePhoto: v.string(),
  appointmentPrice: RupeesSchema,
  specialization: v.array(v.string()),
  languages: v.array(v.string()),
  state: v.object({ status: v.picklist(DOCTOR_STATUSES) }),
  qualifications: v.string(),
  experienceYears: v.number(),
  city: v.string(),
  region: v.string(),
  /** How the doctor consults: video, audio, in clinic. */
  modes: v.array(v.picklist(CONSULTATION_MODES)),
});
export type Doctor = v.InferOutput<typeof DoctorSchema>;

export const DoctorDetailSchema = v.object({
  ...DoctorSchema.entries,
  bio: v.string(),
  slotMinutes: v.number(),
  /** The state medical council registration number. */
  registrationNumber: v.string(),
  /** How the doctor sees patients: video, audio, in clinic. */
  modes: v.array(v.picklist(CONSULTATION_MODES)),
  /** Where in-clinic consultations happen; null when the doctor sees patients online only. */
  clinicAddress: v.nullable(v.string()),
});
export type DoctorDetail = v.InferOutput<typeof DoctorDetailSchema>;

export const DoctorPageSchema = v.object({
  doctors: v.array(DoctorSchema),
  total: v.number(),
  start: v.number(),
  limit: v.number(),
});
export type DoctorPage = v.InferOutput<typeof DoctorPageSchema>;

/** 'Dr.' plus the name, as listings show it (docs/product.md §2). */
export function doctorTitle(doctor: Pick<Doctor, 'firstName' | 'secondName'>): string {
  return `Dr. ${doctor.firstName} ${doctor.secondName}`.trim();
}
