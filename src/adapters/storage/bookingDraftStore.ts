// The consultation a visitor was booking, kept while they sign in so the doctor's page brings
// them back to the same day, slot, mode and intake. One draft at a time.
import * as v from 'valibot';
import type { BookingDraft } from '@domain/booking';
import { CONSULTATION_MODES } from '@domain/slots';
import { LOCAL_KEYS, type LocalStore } from './localStore';

const BookingDraftSchema = v.object({
  doctorId: v.string(),
  date: v.pipe(v.string(), v.isoDate()),
  startsAt: v.nullable(v.string()),
  mode: v.nullable(v.picklist(CONSULTATION_MODES)),
  intake: v.object({ concern: v.string(), teleconsultConsent: v.boolean() }),
});

export interface BookingDraftStore {
  /** The draft kept for this doctor; null when there is none. */
  read(doctorId: string): BookingDraft | null;
  remember(draft: BookingDraft): void;
  forget(): void;
}

export function createBookingDraftStore(local: LocalStore): BookingDraftStore {
  return {
    read(doctorId) {
      const draft = local.read(LOCAL_KEYS.bookingDraft, BookingDraftSchema);
      return draft?.doctorId === doctorId ? draft : null;
    },
    remember: (draft) => local.write(LOCAL_KEYS.bookingDraft, draft),
    forget: () => local.remove(LOCAL_KEYS.bookingDraft),
  };
}
