// How a phone number reads on screen.
import { DEFAULT_COUNTRY_CODE } from './account';
import { normalizeIndianPhone } from './validation';

/** An Indian mobile number as '+91 98450 12345'; anything else is shown as given. */
export function displayPhone(phone: string): string {
  const e164 = normalizeIndianPhone(phone);
  return e164 ? `${DEFAULT_COUNTRY_CODE} ${e164.slice(3, 8)} ${e164.slice(8)}` : phone;
}
