// Field rules behind the named messages of spec §5, shared by the browser and the server.
import * as v from 'valibot';
import { MESSAGES, PRODUCT_MESSAGES } from './messages';

const INDIAN_MOBILE = /^(?:\+?91[\s-]?|0)?([6-9]\d{4})[\s-]?(\d{5})$/;

/** The E.164 form (+91XXXXXXXXXX) of an Indian mobile number, or null when it is not one. */
export function normalizeIndianPhone(input: string): string | null {
  const match = INDIAN_MOBILE.exec(input.trim());
  return match ? `+91${match[1]}${match[2]}` : null;
}

export const ADULT_AGE_YEARS = 18;

/** Whether someone born on `birthDate` (YYYY-MM-DD) is at least 18 on `today`. */
export function isAdult(birthDate: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return false;
  const adultFrom = new Date(Date.UTC(year + ADULT_AGE_YEARS, month - 1, day));
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return adultFrom.getTime() <= todayUtc;
}

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, MESSAGES.invalidEmail),
  v.email(MESSAGES.invalidEmail),
);

export const IndianPhoneSchema = v.pipe(
  v.string(),
  v.check((value) => normalizeIndianPhone(value) !== null, MESSAGES.invalidPhone),
  v.transform((value) => normalizeIndianPhone(value) as string),
);

export const PersonNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, PRODUCT_MESSAGES.nameRequired),
  v.maxLength(100, PRODUCT_MESSAGES.nameRequired),
);

export const BirthDateSchema = v.pipe(
  v.string(),
  v.check((value) => isAdult(value), MESSAGES.mustBeAdult),
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
