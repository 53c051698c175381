import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { MINIMUM_AGE } from '@app/contract';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { ProfileChanges } from './repository.ts';

/** The verification level an email confirmed gives, and the one a complete profile gives. */
export const EMAIL_LEVEL = 1;
export const PROFILE_LEVEL = 2;

/** What verification confirms: fixed once the profile is verified (support corrects them). */
const CONFIRMED_FIELDS = ['first_name', 'last_name', 'birth_date', 'country', 'address_line', 'city', 'postal_code'] as const;
/** What a verified profile needs, besides a confirmed email. */
const REQUIRED_FIELDS = [...CONFIRMED_FIELDS, 'phone'] as const;

function invalid(path: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, { issues: [{ path, message }] });
}

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

/**
 * Checks a profile change against the player as they are: a verified profile's confirmed fields do
 * not change (PROFILE_LOCKED); a birth date makes the player MINIMUM_AGE or over; a phone number is
 * a real one of the player's country (with the country given now or before), kept in its
 * international form. Answers the changes to write.
 */
export function checkProfileChange(user: UserRow, changes: ProfileChanges, today = new Date()): ProfileChanges {
  if (user.kyc_level >= PROFILE_LEVEL) {
    const changed = CONFIRMED_FIELDS.filter((field) => changes[field] !== undefined && changes[field] !== user[field]);
    if (changed.length > 0)
      throw new ApiError('PROFILE_LOCKED', 'Your verified details can only be corrected by support', { fields: changed });
  }
  const next = { ...changes };
  if (typeof changes.birth_date === 'string') {
    const age = ageOn(changes.birth_date, today);
    if (age < MINIMUM_AGE) throw invalid('birthDate', `You must be ${MINIMUM_AGE} or over`);
    if (age > 120) throw invalid('birthDate', 'Check the year of birth');
  }
  if (typeof changes.phone === 'string') {
    const country = (changes.country ?? user.country) as CountryCode | null;
    if (!country) throw invalid('phone', 'Choose the country before the phone number');
    const phone = parsePhoneNumberFromString(changes.phone, country);
    if (!phone?.isValid() || phone.country !== country) throw invalid('phone', 'Not a phone number of the country chosen');
    next.phone = phone.format('E.164');
  }
  return next;
}

/** Whether the player has everything a verified profile needs. */
export function profileComplete(user: UserRow): boolean {
  return user.email_verified_at !== null && REQUIRED_FIELDS.every((field) => typeof user[field] === 'string' && user[field] !== '');
}
