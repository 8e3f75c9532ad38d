// The doctor rule of docs/product.md §1 (a UI rule only: server roles come from the database).

const DOCTOR_WORD = 'doctor';

/** A user is a doctor when the first word of the display name is 'doctor'. */
export function isDoctorName(displayName: string | null | undefined): boolean {
  const firstWord = (displayName ?? '').trim().split(/\s+/)[0] ?? '';
  return firstWord.toLowerCase() === DOCTOR_WORD;
}

/** The display name with 'doctor ' prefixed, unless it already counts as a doctor. */
export function doctorDisplayName(displayName: string | null | undefined): string {
  const name = (displayName ?? '').trim();
  return isDoctorName(name) ? name : `${DOCTOR_WORD} ${name}`.trim();
}

export const DOCTOR_STATUSES = ['verified', 'pending', 'rejected'] as const;
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

/** Only verified doctors appear in listings and search (docs/product.md §5). */
export function isListedDoctor(doctor: { state: { status: string } }): boolean {
  return doctor.state.status === 'verified';
}
