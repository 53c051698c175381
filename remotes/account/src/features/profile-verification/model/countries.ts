import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { PhoneCountry } from '@app/ui/forms';

/** A country the player may live in: its ISO code, its name in the player's language and its dial code. */
export type CountryOption = PhoneCountry;

/** The names of regions in a language, or null where the browser has none. */
function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return null;
  }
}

/** A country's name in a language (its code when the browser does not know it). */
export function countryName(code: string, names: Intl.DisplayNames | null): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country with a telephone numbering plan, named in the player's language and sorted by name. */
export function countryOptions(language: string): CountryOption[] {
  const names = regionNames(language);
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => ({ code, label: countryName(code, names), dialCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** A country's name in the player's language, for showing one (the verified details). */
export function countryNamer(language: string): (code: string) => string {
  const names = regionNames(language);
  return (code) => countryName(code, names);
}
