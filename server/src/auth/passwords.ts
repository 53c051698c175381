import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { passwordPolicyViolations, type AccountSettings } from '@app/contract';
import { ApiError } from '../http/errors.ts';

const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verifying against it costs what a real check costs. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}

/** Rejects a password that breaks the operator's passwordSettings. */
export function assertPasswordPolicy(password: string, settings: AccountSettings): void {
  const broken = passwordPolicyViolations(password, settings.passwordSettings);
  if (broken.length > 0) {
    throw new ApiError('PASSWORD_TOO_WEAK', 'The password does not meet the password rules', {
      passwordSettings: settings.passwordSettings,
      violations: broken,
    });
  }
}

/** Rejects a new password that repeats one of the recent ones (their hashes, newest first). */
export async function assertNotRecentlyUsed(recentHashes: readonly string[], password: string, limit: number): Promise<void> {
  for (const recent of recentHashes) {
    if (await verifyPassword(recent, password)) {
      throw new ApiError('NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS', `The new password must differ from your last ${limit} passwords`, {
        passwordHistoryLimits: limit,
      });
    }
  }
}

export function passwordExpiredError(settings: AccountSettings): ApiError {
  return new ApiError('PASSWORD_EXPIRED', 'Your password has expired. Reset it to continue.', {
    passwordExpiryDays: settings.securitySettings.passwordExpiryDays,
  });
}
