import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { passwordPolicyViolations, type AccountSettings } from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError } from '../plugins/errors.ts';

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
    throw new ApiError(400, 'PASSWORD_TOO_WEAK', 'The password does not meet the password rules', {
      passwordSettings: settings.passwordSettings,
      violations: broken,
    });
  }
}

/** Rejects a new password that repeats one of the user's last passwordHistoryLimits passwords. */
export async function assertNotRecentlyUsed(db: Db, userId: string, password: string, settings: AccountSettings): Promise<void> {
  const limit = settings.securitySettings.passwordHistoryLimits;
  if (limit <= 0) return;
  const recent = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  for (const row of recent) {
    if (await verifyPassword(row.password_hash, password)) {
      throw new ApiError(400, 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS', `The new password must differ from your last ${limit} passwords`, {
        passwordHistoryLimits: limit,
      });
    }
  }
}

/** Sets a new password and remembers it in the history. */
export async function storePassword(db: Db, userId: string, passwordHash: string): Promise<Date> {
  const changedAt = new Date();
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: changedAt, updated_at: changedAt })
      .where('id', '=', userId)
      .execute();
    await tx.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash }).execute();
  });
  return changedAt;
}

/** When the password expires under passwordExpiryDays (null when expiry is off). */
export function passwordExpiresAt(changedAt: Date, settings: AccountSettings): Date | null {
  const days = settings.securitySettings.passwordExpiryDays;
  return days > 0 ? new Date(changedAt.getTime() + days * 86_400_000) : null;
}

export function isPasswordExpired(changedAt: Date, settings: AccountSettings, now = Date.now()): boolean {
  const expiresAt = passwordExpiresAt(changedAt, settings);
  return expiresAt !== null && expiresAt.getTime() <= now;
}

export function passwordExpiredError(settings: AccountSettings): ApiError {
  return new ApiError(403, 'PASSWORD_EXPIRED', 'Your password has expired. Reset it to continue.', {
    passwordExpiryDays: settings.securitySettings.passwordExpiryDays,
  });
}
