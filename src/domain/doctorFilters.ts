// The filters of the doctors list (/doctors): a search query, then specialization, language,
// fee range, consultation mode and "available today". They live in the URL so a filtered list
// can be shared and the back button restores it, and the same query string asks the server for
// the matching doctors.
import type { Doctor } from './contract/doctors';
import { formatIndiaDay, formatIndiaTime } from './indiaTime';
import { CONSULTATION_MODES, indiaDate, indiaDateOf, type ConsultationMode, type Slot } from './slots';

export interface DoctorFilters {
  /** Words searched in names, languages and specializations (typos forgiven); '' lists every doctor. */
  query: string;
  specialization?: string;
  language?: string;
  /** Rupees, inclusive. */
  minFee?: number;
  maxFee?: number;
  mode?: ConsultationMode;
  /** Only doctors with a free slot today (India date). */
  availableToday: boolean;
}

export const NO_DOCTOR_FILTERS: DoctorFilters = { query: '', availableToday: false };

const PARAM = {
  query: 'q',
  specialization: 'speciality',
  language: 'language',
  minFee: 'minFee',
  maxFee: 'maxFee',
  mode: 'mode',
  availableToday: 'today',
} as const;

function wholeRupees(text: string | null): number | undefined {
  if (text === null || !/^\d{1,7}$/.test(text)) return undefined;
  return Number(text);
}

function isMode(text: string | null): text is ConsultationMode {
  return text !== null && (CONSULTATION_MODES as readonly string[]).includes(text);
}

function nonBlank(text: string | null): string | undefined {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed.slice(0, 80);
}

/** The filters a URL query names; values it cannot use are left out. */
export function doctorFiltersFromSearch(search: string): DoctorFilters {
  const params = new URLSearchParams(search);
  let minFee = wholeRupees(params.get(PARAM.minFee));
  let maxFee = wholeRupees(params.get(PARAM.maxFee));
  if (minFee !== undefined && maxFee !== undefined && minFee > maxFee) {
    minFee = undefined;
    maxFee = undefined;
  }
  const specialization = nonBlank(params.get(PARAM.specialization));
  const language = nonBlank(params.get(PARAM.language));
  const mode = params.get(PARAM.mode);
  return {
    query: nonBlank(params.get(PARAM.query)) ?? '',
    ...(specialization !== undefined ? { specialization } : {}),
    ...(language !== undefined ? { language } : {}),
    ...(minFee !== undefined ? { minFee } : {}),
    ...(maxFee !== undefined ? { maxFee } : {}),
    ...(isMode(mode) ? { mode } : {}),
    availableToday: params.get(PARAM.availableToday) === '1',
  };
}

/** The URL query for filters (without the leading '?'); defaults are left out. */
export function searchFromDoctorFilters(filters: DoctorFilters): string {
  const params = new URLSearchParams();
  if (filters.query !== '') params.set(PARAM.query, filters.query);
  if (filters.specialization !== undefined) params.set(PARAM.specialization, filters.specialization);
  if (filters.language !== undefined) params.set(PARAM.language, filters.language);
  if (filters.minFee !== undefined) params.set(PARAM.minFee, String(filters.minFee));
  if (filters.maxFee !== undefined) params.set(PARAM.maxFee, String(filters.maxFee));
  if (filters.mode !== undefined) params.set(PARAM.mode, filters.mode);
  if (filters.availableToday) params.set(PARAM.availableToday, '1');
  return params.toString();
}

/** The distinct values of one list field across doctors, sorted: the choices a filter offers. */
export function filterChoices(doctors: readonly Doctor[], field: 'specialization' | 'languages'): string[] {
  // Sorted by code unit, not localeCompare: the names are English words in title case, which sort
  // alike either way, and the browser's collator would load its locale data at the page's start.
  return [...new Set(doctors.flatMap((doctor) => doctor[field]))].sort();
}

/** The filters besides the query that are in force. */
export function activeDoctorFilterCount(filters: DoctorFilters): number {
  return [
    filters.specialization,
    filters.language,
    filters.minFee ?? filters.maxFee,
    filters.mode,
    filters.availableToday || undefined,
  ].filter((value) => value !== undefined).length;
}

/** The fee ranges the filter offers, rupees. */
export const FEE_RANGES: readonly { minFee?: number; maxFee?: number; label: string }[] = [
  { maxFee: 500, label: 'Up to ₹500' },
  { minFee: 500, maxFee: 1000, label: '₹500 to ₹1,000' },
  { minFee: 1000, label: 'Above ₹1,000' },
];

/** A card's next free slot in India time: 'Today, 2:00 pm' or 'Wed, 25 Nov, 10:30 am'. */
export function nextSlotText(slot: Slot | null, now: number): string {
  if (slot === null) return 'No free slot in the next 14 days';
  const day = indiaDateOf(slot.startsAt) === indiaDate(now) ? 'Today' : formatIndiaDay(slot.startsAt);
  return `Next free: ${day}, ${formatIndiaTime(slot.startsAt)}`;
}
