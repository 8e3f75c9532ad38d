// Doctor reads. Only verified doctors are ever listed (docs/product.md §5).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Doctor, DoctorDetail } from '@domain/contract/doctors';
import type { ConsultationMode } from '@domain/slots';
import type { Db } from '../db/client';
import { toDoctor } from '../db/publicRows';
import { doctors } from '../db/schema';

export async function listFeaturedDoctors(db: Db, limit: number): Promise<Doctor[]> {
  const rows = await db
    .select()
    .from(doctors)
    .where(and(eq(doctors.status, 'verified'), eq(doctors.featured, true)))
    .orderBy(desc(doctors.experienceYears), asc(doctors.id))
    .limit(limit);
  return rows.map(toDoctor);
}

export async function getListedDoctor(db: Db, id: string): Promise<DoctorDetail | undefined> {
  const [row] = await db
    .select()
    .from(doctors)
    .where(and(eq(doctors.id, id), eq(doctors.status, 'verified')));
  return row
    ? {
        ...toDoctor(row),
        bio: row.bio,
        slotMinutes: row.slotMinutes,
        registrationNumber: row.registrationNumber,
        modes: row.modes as ConsultationMode[],
        clinicAddress: row.clinicAddress,
      }
    : undefined;
}
