// Field rules behind the named messages of docs/product.md §5, shared by the browser and the server.
import * as v from 'valibot';
import { COMMON_MESSAGES } from './messages/common';
import { SITE_MESSAGES } from './messages/site';

const INDIAN_MOBILE = /^(?:\+?91[\s-]?|0)?([6-9]\d{4})[\s-]?(\d{5})$/;

/** The E.164 form (+91XXXXXXXXXX) of an Indian mobile number, or null when it is not one. */
export function normalizeIndianPhone(input: string): string | null {
  const match = INDIAN_MOBILE.exec(input.trim());
  return match ? `+91${match[1]}${match[2]}` : null;
}

export const ADULT_AGE_YEARS = 18;
/** Birth dates before this year are typing mistakes, not customers. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** A YYYY-MM-DD string as a UTC date, or null when it is not a real calendar date. */
function calendarDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC reads years 0–99 as 1900–1999
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Whether `text` is a real calendar day written YYYY-MM-DD: '2026-02-30' is not. */
export const isCalendarDay = (text: string): boolean => calendarDate(text) !== null;

const startOfToday = (today: Date) => Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());

/** Whether `birthDate` (YYYY-MM-DD) is a real date from 1900 up to `today`. */
export function isPlausibleBirthDate(birthDate: string, today: Date = new Date()): boolean {
  const born = calendarDate(birthDate);
  return born !== null && born.getUTCFullYear() >= EARLIEST_BIRTH_YEAR && born.getTime() <= startOfToday(today);
}

/** Whether someone born on `birthDate` (YYYY-MM-DD) is at least 18 on `today`. */
export function isAdult(birthDate: string, today: Date = new Date()): boolean {
  const born = calendarDate(birthDate);
  if (!born) return false;
  const adultFrom = new Date(born);
  adultFrom.setUTCFullYear(born.getUTCFullYear() + ADULT_AGE_YEARS);
  return adultFrom.getTime() <= startOfToday(today);
}

/**
 * Control characters other than tab and line breaks: PostgreSQL cannot store NUL, and none of
 * them is ever typed by a person. Written as a pattern, so the API document states it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
/** Half of a surrogate pair on its own: not a character, and stored as U+FFFD if let through. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Text a person typed, as every free-text field of the API accepts it before its own rules: no
 * control characters (tab and line breaks allowed) and no broken characters.
 */
export const TextSchema = v.pipe(
  v.string(),
  v.regex(WITHOUT_CONTROL_CHARACTERS, SITE_MESSAGES.controlCharacters),
  v.check((value) => !LONE_SURROGATE.test(value), SITE_MESSAGES.controlCharacters),
);

export const EmailSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.maxLength(254, COMMON_MESSAGES.invalidEmail),
  v.email(COMMON_MESSAGES.invalidEmail),
);

export const IndianPhoneSchema = v.pipe(
  v.string(),
  v.check((value) => normalizeIndianPhone(value) !== null, COMMON_MESSAGES.invalidPhone),
  v.transform((value) => normalizeIndianPhone(value) as string),
);

export const PersonNameSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.minLength(1, SITE_MESSAGES.nameRequired),
  v.maxLength(100, SITE_MESSAGES.nameRequired),
);

export const BirthDateSchema = v.pipe(
  v.string(),
  // A date outside 1900…today is a typing mistake; anything that is no date at all is simply not an adult's.
  v.check((value) => calendarDate(value) === null || isPlausibleBirthDate(value), SITE_MESSAGES.invalidBirthDate),
  v.check((value) => isAdult(value), COMMON_MESSAGES.mustBeAdult),
);

/** The first message per field of a failed valibot parse, for showing beside form fields. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
