import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { MINIMUM_AGE, nameSchema, type EndpointRequest, type UserInfo } from '@app/contract';
import { messageKey, yearsAgo, type PhoneValue } from '@app/ui/forms';
import type { CountryOption } from './countries.ts';

/** The details verification asks for, as the fields hold them. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** A number of the country of residence: its country follows the one chosen above. */
  phone: PhoneValue;
  addressLine: string;
  city: string;
  postalCode: string;
}

export type ProfileField = keyof ProfileFormValues;
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'birthDate',
  'country',
  'phone',
  'addressLine',
  'city',
  'postalCode',
];

/** What the platform is sent: every detail, the phone in its international form. */
export type ProfileRequest = Required<Pick<EndpointRequest<'/user/update'>, ProfileField>>;

/** A piece of text the platform takes as a name or an address line: trimmed, one line, at least `min` characters. */
function textField(requiredMessage: string, min = 1) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .min(min, messageKey('forms.errors.tooShort', { minimum: min }))
    .pipe(nameSchema);
}

/** A phone number's international form (E.164), when it is a real number of that country. */
export function internationalNumber(phone: PhoneValue): string | null {
  if (!phone.country || !/^\+?[\d\s().-]+$/.test(phone.number.trim())) return null;
  const country = phone.country as CountryCode;
  if (!isValidPhoneNumber(phone.number, country)) return null;
  const parsed = parsePhoneNumberFromString(phone.number, country);
  return parsed && parsed.country === country ? parsed.format('E.164') : null;
}

/**
 * The form's rules, those the platform applies: the names and address as it takes them, a date of
 * birth of someone MINIMUM_AGE or over, a country it knows, and a phone number that is a real one of
 * that country (libphonenumber-js, as the platform checks it).
 */
export function profileFormSchema(countries: readonly CountryOption[], today: Date = new Date()) {
  const latestBirthDate = yearsAgo(MINIMUM_AGE, today);
  const nameOf = (code: string) => countries.find((country) => country.code === code)?.label ?? code;
  return z
    .object({
      firstName: textField(messageKey('account:verifyProfile.errors.firstNameRequired')),
      lastName: textField(messageKey('account:verifyProfile.errors.lastNameRequired')),
      birthDate: z
        .string()
        .min(1, messageKey('account:verifyProfile.errors.birthDateRequired'))
        .pipe(z.iso.date({ error: messageKey('forms.errors.date') }))
        .refine((value) => value >= '1900-01-01', { error: messageKey('forms.errors.date') })
        .refine((value) => value <= latestBirthDate, {
          error: messageKey('account:verifyProfile.errors.underAge', { age: MINIMUM_AGE }),
        }),
      country: z
        .string()
        .min(1, messageKey('account:verifyProfile.errors.countryRequired'))
        .refine((code) => countries.some((country) => country.code === code), {
          error: messageKey('account:verifyProfile.errors.countryRequired'),
        }),
      phone: z.object({ country: z.string(), number: z.string() }).superRefine((phone, context) => {
        const issue = (message: string) => context.addIssue({ code: 'custom', path: ['number'], message });
        if (!phone.number.trim()) issue(messageKey('account:verifyProfile.errors.phoneRequired'));
        else if (!phone.country) issue(messageKey('account:verifyProfile.errors.phoneCountryFirst'));
        else if (!internationalNumber(phone))
          issue(messageKey('account:verifyProfile.errors.phoneInvalid', { country: nameOf(phone.country) }));
      }),
      addressLine: textField(messageKey('account:verifyProfile.errors.addressRequired'), 3),
      city: textField(messageKey('account:verifyProfile.errors.cityRequired')),
      postalCode: textField(messageKey('account:verifyProfile.errors.postalCodeRequired'), 2),
    })
    .transform(({ phone, ...details }): ProfileRequest => ({ ...details, phone: internationalNumber(phone) ?? '' }));
}

/** The form as the player's details fill it (a stored phone number back in its national form). */
export function profileFormValues(info: UserInfo): ProfileFormValues {
  const country = info.country ?? '';
  const stored = info.phone ? parsePhoneNumberFromString(info.phone, (country || undefined) as CountryCode | undefined) : undefined;
  const number = stored && (!country || stored.country === country) ? stored.formatNational() : (info.phone ?? '');
  return {
    firstName: info.firstName ?? '',
    lastName: info.lastName ?? '',
    birthDate: info.birthDate ?? '',
    country,
    phone: { country, number },
    addressLine: info.addressLine ?? '',
    city: info.city ?? '',
    postalCode: info.postalCode ?? '',
  };
}

/** The fields a VALIDATION_FAILED refusal names (its meta.issues paths) that this form has. */
export function fieldsOfRefusal(meta: Record<string, unknown> | undefined): ProfileField[] {
  const issues = Array.isArray(meta?.issues) ? (meta.issues as unknown[]) : [];
  const fields = issues
    .map((issue) => (issue && typeof issue === 'object' ? String((issue as { path?: unknown }).path ?? '') : ''))
    .map((path) => path.split('.')[0] as ProfileField)
    .filter((field) => PROFILE_FIELDS.includes(field));
  return [...new Set(fields)];
}

/** A phone number as people read it (+351 912 345 678), as stored when it cannot be read. */
export function readablePhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
