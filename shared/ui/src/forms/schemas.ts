import { z } from 'zod';
import { messageKey } from './messages.ts';

/** A date as YYYY-MM-DD in the local calendar. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date `years` years before `today` (YYYY-MM-DD): the latest birth date of someone that old. */
export function yearsAgo(years: number, today: Date = new Date()): string {
  const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
  // 29 February in a year without one rolls over to 1 March, which is when that birthday falls.
  return isoDate(date);
}

export interface DateRules {
  /** The earliest date allowed, inclusive (YYYY-MM-DD). */
  min?: string;
  /** The latest date allowed, inclusive (YYYY-MM-DD). */
  max?: string;
}

/** A date as the native date field gives it (YYYY-MM-DD), within optional bounds. */
export function dateSchema({ min, max }: DateRules = {}) {
  return z
    .string()
    .min(1, messageKey('forms.errors.required'))
    .pipe(z.iso.date({ error: messageKey('forms.errors.date') }))
    .refine((value) => min === undefined || value >= min, {
      error: messageKey('forms.errors.dateTooEarly', { minimum: { date: min ?? '' } }),
    })
    .refine((value) => max === undefined || value <= max, {
      error: messageKey('forms.errors.dateTooLate', { maximum: { date: max ?? '' } }),
    });
}

/** A date of birth of a player at least `minAge` years old (18 unless the operator says more). */
export function birthDateSchema({ minAge = 18, today = new Date() }: { minAge?: number; today?: Date } = {}) {
  const latest = yearsAgo(minAge, today);
  return z
    .string()
    .min(1, messageKey('forms.errors.required'))
    .pipe(z.iso.date({ error: messageKey('forms.errors.date') }))
    .refine((value) => value >= '1900-01-01', { error: messageKey('forms.errors.date') })
    .refine((value) => value <= latest, { error: messageKey('forms.errors.minAge', { age: minAge }) });
}

/** A country the phone field offers (the platform's country list entry). */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code ("VN"). */
  code: string;
  /** The country's name in the player's language. */
  label: string;
  /** The international dial code ("+84"). */
  dialCode: string;
}

/** The phone field's value: the chosen country and the number as typed. */
export interface PhoneValue {
  country: string;
  number: string;
}

/** A phone number as the platform stores it, with its parts. */
export interface PhoneNumber extends PhoneValue {
  dialCode: string;
  /** "+84912345678": the dial code and the national number's digits. */
  international: string;
}

export interface PhoneRules {
  countries: readonly PhoneCountry[];
  /**
   * A check of the number itself for its country (a maintained phone library's): true when valid,
   * or a message key when not. Without it only the length of the number is checked.
   */
  validate?: (phone: PhoneNumber) => boolean | string;
}

/** The digits of a national number, without a leading trunk 0 ("0912 345 678" → "912345678"). */
export function nationalDigits(number: string): string {
  return number.replace(/\D/g, '').replace(/^0+/, '');
}

/** A phone number: a country from the list and a national number of 4 to 14 digits. */
export function phoneSchema({ countries, validate }: PhoneRules) {
  return z
    .object({
      country: z
        .string()
        .refine((code) => countries.some((country) => country.code === code), { error: messageKey('forms.errors.phoneCountry') }),
      number: z
        .string()
        .trim()
        .min(1, messageKey('forms.errors.required'))
        .regex(/^[\d\s().-]+$/, messageKey('forms.errors.phone'))
        .refine((number) => nationalDigits(number).length >= 4 && nationalDigits(number).length <= 14, {
          error: messageKey('forms.errors.phone'),
        }),
    })
    .transform((value, ctx): PhoneNumber => {
      const dialCode = countries.find((country) => country.code === value.country)?.dialCode ?? '';
      const phone = { ...value, dialCode, international: `${dialCode}${nationalDigits(value.number)}` };
      const verdict = validate?.(phone) ?? true;
      if (verdict !== true) {
        ctx.addIssue({
          code: 'custom',
          input: value.number,
          path: ['number'],
          message: verdict === false ? messageKey('forms.errors.phone') : verdict,
        });
        return z.NEVER;
      }
      return phone;
    });
}
