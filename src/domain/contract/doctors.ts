import * as v from 'valibot';
import { DOCTOR_STATUSES } from '../doctor';
import { CONSULTATION_MODES } from '../slots';
import { TextSchema } from '../validation';
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

const FilterText = (name: string) =>
  v.optional(
    v.pipe(
      TextSchema,
      v.trim(),
      v.minLength(1, `${name} must not be blank`),
      v.maxLength(80, `${name} must be at most 80 characters`),
    ),
  );
const WholeRupees = (name: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, `${name} must be whole rupees (0 to 9999999)`), v.transform(Number)),
  );

/**
 * The filters of `GET /doctors/query/{start}/{limit}`, named as in the /doctors page's own URL
 * (so the page's query string is the request's): `q` searches names, languages and
 * specializations (typos forgiven), `speciality` and `language` match one entry (any case),
 * `minFee`/`maxFee` are inclusive rupees, `mode` a consultation mode, `today=1` only doctors
 * with a free slot today (India time).
 */
export const DoctorListQuerySchema = v.pipe(
  v.object({
    q: FilterText('q'),
    speciality: FilterText('speciality'),
    language: FilterText('language'),
    minFee: WholeRupees('minFee'),
    maxFee: WholeRupees('maxFee'),
    mode: v.optional(v.picklist(CONSULTATION_MODES, 'mode must be video, audio or clinic')),
    today: v.optional(
      v.pipe(
        v.picklist(['0', '1'], 'today must be 1 or 0'),
        v.transform((flag) => flag === '1'),
      ),
    ),
  }),
  v.check(
    (query) => query.minFee === undefined || query.maxFee === undefined || query.minFee <= query.maxFee,
    'minFee must not be above maxFee',
  ),
);
export type DoctorListQuery = v.InferOutput<typeof DoctorListQuerySchema>;

/** 'Dr.' plus the name, as listings show it (docs/product.md §2). */
export function doctorTitle(doctor: Pick<Doctor, 'firstName' | 'secondName'>): string {
  return `Dr. ${doctor.firstName} ${doctor.secondName}`.trim();
}
