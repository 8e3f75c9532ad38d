// Sign-in accounts for the seeded verified doctors, so a person can open the doctor's desk
// locally: fixed uids in the database (registered users with the doctor role, linked to their
// doctor records) and the same uids with these phone numbers in the Auth Emulator
// (scripts/lib/seedAccounts.ts creates them whenever `npm start` has sign-in ready).
import { doctors } from './content/doctors';

export interface SeededDoctorAccount {
  uid: string;
  doctorId: string;
  fullName: string;
  /** E.164, as the emulator stores it; the README lists them. */
  phoneNumber: string;
  gender: string;
}

export const seededDoctorAccounts: SeededDoctorAccount[] = doctors
  .filter((doctor) => doctor.status === 'verified')
  .map((doctor, index) => ({
    uid: `seed-doctor-${doctor.slug}`,
    doctorId: doctor.slug,
    fullName: `Dr. ${doctor.firstName} ${doctor.secondName}`,
    phoneNumber: `+91900000${String(index + 1).padStart(4, '0')}`,
    gender: doctor.gender,
  }));
