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

/** The sign-in lock: too many failed sign-ins for an address (registered or not, so a lock reveals nothing) lock it for a while. */
export function createLockout(core: AuthCore) {
  const { db } = core;
  return {
    /** The failed sign-ins so far and the lock's end, when there were any. */
    attempts: (email: string) => repository.loginAttempts(db, email),

    /** Counts a failed sign-in; returns the lock's end when this failure locks the account. */
    async recordFailure(email: string, maxRetries: number): Promise<Date | null> {
      const count = await repository.countFailure(db, email);
      if (count < maxRetries) return null;
      const lockedUntil = new Date(Date.now() + core.config.lockoutMinutes * 60_000);
      await repository.lock(db, email, lockedUntil);
      return lockedUntil;
    },

    /** Forgets the failed sign-ins (a good sign-in, a password reset, the operator lifting a lock). */
    clear: (email: string) => repository.clearLoginAttempts(db, email),

    /** Failed sign-ins and live locks of these addresses (operator tools). */
    async of(emails: readonly string[], now = Date.now()): Promise<Map<string, { failedLogins: number; lockedUntil: Date | null }>> {
      const rows = await repository.loginAttemptsOf(db, emails);
      return new Map(
        rows.map((row) => [
          row.email,
          { failedLogins: row.failed_count, lockedUntil: row.locked_until && row.locked_until.getTime() > now ? row.locked_until : null },
        ]),
      );
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
