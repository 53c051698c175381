import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sha256 } from '../platform/secrets.ts';

/** RFC 6238 as every authenticator app does it: SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (clocks drift, typing takes time). */
export const TOTP_WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The step a code belongs to when it is valid at `timestamp` (within the window), else null. */
export function totpStep(secret: string, code: string, timestamp: number): number | null {
  const delta = totpFor(secret, 'check', 'check').validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

// Recovery codes: ten characters of an alphabet without look-alikes, shown as xxxxx-xxxxx.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as kept: the hash of its letters, whatever case or dashes it was typed with. */
export function recoveryCodeHash(code: string): string {
  return sha256(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}
