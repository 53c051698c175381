import { ApiError } from '../http/errors.ts';
import { sha256 } from '../platform/secrets.ts';
import type { AuthCore } from './core.ts';
import { authRepository as repository } from './repository.ts';

/** Counts an attempt (sign-in, or a code sent or checked) per account or per address; too many in a window answer 429. */
export async function limitAttempts(core: AuthCore, kind: 'login' | 'code', scope: 'acct' | 'addr', key: string): Promise<void> {
  const limits = core.config.rateLimits;
  const limit =
    kind === 'login'
      ? scope === 'acct'
        ? limits.loginPerAccount
        : limits.loginPerAddress
      : scope === 'acct'
        ? limits.codePerAccount
        : limits.codePerAddress;
  const decision = await core.limiter.hit(`${kind}:${scope}:${sha256(key)}`, limit, limits.windowSeconds);
  if (!decision.allowed) throw new ApiError('RATE_LIMITED', 'Too many attempts. Try again later.', { retryAfter: decision.retryAfter });
}

export function lockedError(until: Date): ApiError {
  return new ApiError('USER_LOCKED', 'The account is locked after too many failed sign-ins', { unlockAt: until.toISOString() });
}

/**
 * The sign-in lock: too many failed sign-ins for an email address (registered or not, so a lock
 * reveals nothing) from one client address lock that client address out of it for a while. Failures
 * are counted per account and client address, so someone guessing from their own addresses never
 * locks the owner out of theirs (the per-account rate limit still bounds guesses from many).
 */
export function createLockout(core: AuthCore) {
  const { db } = core;
  const from = (address: string) => sha256(`login:${address}`);
  return {
    /** The failed sign-ins from this client address so far and the lock's end, when there were any. */
    attempts: (email: string, address: string) => repository.loginAttempts(db, email, from(address)),

    /** Counts a failed sign-in from a client address; returns the lock's end when this failure locks it out. */
    async recordFailure(email: string, address: string, maxRetries: number): Promise<Date | null> {
      const count = await repository.countFailure(db, email, from(address));
      if (count < maxRetries) return null;
      const lockedUntil = new Date(Date.now() + core.config.lockoutMinutes * 60_000);
      await repository.lock(db, email, from(address), lockedUntil);
      return lockedUntil;
    },

    /** Forgets the failed sign-ins from one client address (its good sign-in). */
    clearFrom: (email: string, address: string) => repository.clearLoginAttempts(db, email, from(address)),

    /** Forgets every failed sign-in of the account (a password reset, the operator lifting a lock). */
    clear: (email: string) => repository.clearLoginAttempts(db, email),

    /** Failed sign-ins (from every client address) and the latest live lock of these accounts (operator tools). */
    async of(emails: readonly string[], now = Date.now()): Promise<Map<string, { failedLogins: number; lockedUntil: Date | null }>> {
      const rows = await repository.loginAttemptsOf(db, emails);
      const found = new Map<string, { failedLogins: number; lockedUntil: Date | null }>();
      for (const row of rows) {
        const live = row.locked_until && row.locked_until.getTime() > now ? row.locked_until : null;
        const seen = found.get(row.email) ?? { failedLogins: 0, lockedUntil: null };
        found.set(row.email, {
          failedLogins: seen.failedLogins + row.failed_count,
          lockedUntil: live && (!seen.lockedUntil || live > seen.lockedUntil) ? live : seen.lockedUntil,
        });
      }
      return found;
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
