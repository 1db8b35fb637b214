// Country calling codes and phone validation (issue 12) from libphonenumber-js; names in
// Chinese from the runtime's ICU (Intl.DisplayNames).
// The full metadata ('max'): the default one judges mostly by length and lets 12345678901 pass as Chinese.
import { getCountries, getCountryCallingCode, isValidPhoneNumber } from 'libphonenumber-js/max';
import type { Country } from '../../src/api/contract/account';

/** Area codes are stored as digits only ('+86' and '86' are one region). */
export const normArea = (a: string | undefined) => (a ?? '').replace(/\D/g, '');

let cached: Country[] | null = null;

/** Every country and region libphonenumber knows, sorted by calling code then name. */
export function countryList(): Country[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['zh-CN'], { type: 'region' });
  cached = getCountries()
    .map((country) => ({ country, name: names.of(country) ?? country, areaCode: String(getCountryCallingCode(country)) }))
    .sort((a, b) => Number(a.areaCode) - Number(b.areaCode) || a.name.localeCompare(b.name, 'zh-CN'));
  return cached;
}

/** A calling code some country uses. */
export const knownAreaCode = (area: string) => countryList().some((c) => c.areaCode === area);

/** A national number valid for the calling code (length and number ranges of that region). */
export const validPhone = (area: string, national: string) => knownAreaCode(area) && isValidPhoneNumber(`+${area}${national}`);
