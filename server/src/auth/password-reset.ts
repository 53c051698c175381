import type { AccountSettings } from '@app/contract';
import { inTransaction } from '../db/transaction.ts';
import type { Caller } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { normaliseEmail } from '../users/index.ts';
import type { AuthCore } from './core.ts';
import { limitAttempts, type Lockout } from './lockout.ts';
import { assertNotRecentlyUsed, assertPasswordPolicy, hashPassword, verifyPassword } from './passwords.ts';
import { authRepository as repository } from './repository.ts';
import type { Sessions } from './sessions.ts';

/** A forgotten password reset with a mailed code, and a known one changed; both end the other sessions. */
export function createPasswordReset(core: AuthCore, sessions: Pick<Sessions, 'revokeAllSessions'>, lockout: Pick<Lockout, 'clear'>) {
  const { db, settings, users, codes, mail } = core;

  /** Rejects a new password that repeats one of the user's last passwordHistoryLimits passwords. */
  async function assertNotRecent(userId: string, password: string, accountSettings: AccountSettings): Promise<void> {
    const limit = accountSettings.securitySettings.passwordHistoryLimits;
    if (limit <= 0) return;
    await assertNotRecentlyUsed(await repository.recentPasswordHashes(db, userId, limit), password, limit);
  }

  /** Sets a new password and remembers it in the history. */
  async function storePassword(userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await inTransaction(db, async (tx) => {
      await users.setPasswordHash(userId, passwordHash, new Date(), tx);
      await repository.addPasswordHistory(tx, userId, passwordHash);
    });
  }

  return {
    /**
     * Sends a reset code when the address has an account. Whether it has one must not show, in the
     * answer or in the time it takes: both take the same steps (the limits, the lookup, a code made
     * and kept, which for an address without an account resets nothing), and the mail, which only
     * an account gets, goes out without the answer waiting for it. `delivery` is that sending.
     */
    async sendResetCode(emailInput: string, address: string): Promise<{ delivery: Promise<void> }> {
      const email = normaliseEmail(emailInput);
      await limitAttempts(core, 'code', 'addr', address);
      await limitAttempts(core, 'code', 'acct', email);
      const user = await users.findByEmail(email);
      const code = await codes.issue(email, 'password_reset', user?.id ?? null);
      const delivery = user
        ? mail.send({
            to: email,
            subject: 'Your password reset code',
            text: `Your password reset code is ${code}. It is valid for ${codes.ttlMinutes} minutes. If you did not ask to reset your password, ignore this message.`,
          })
        : Promise.resolve();
      return { delivery };
    },

    async resetPassword(input: { email: string; code: string; newPassword: string }, address: string): Promise<void> {
      const email = normaliseEmail(input.email);
      await limitAttempts(core, 'code', 'addr', address);
      await limitAttempts(core, 'code', 'acct', email);
      const accountSettings = await settings.get();
      assertPasswordPolicy(input.newPassword, accountSettings);
      const invalid = new ApiError('INVALID_CODE', 'The code is not valid or has expired');
      // The code is checked first: nothing about the account is told to someone without it. A code
      // asked for while the address had no account resets nothing, even once an account has it.
      const checked = await codes.check(email, 'password_reset', input.code);
      const user = checked ? await users.findByEmail(email) : undefined;
      if (!checked || !user || checked.userId !== user.id) throw invalid;
      await assertNotRecent(user.id, input.newPassword, accountSettings);
      if (!(await codes.use(checked.id))) throw invalid;
      await storePassword(user.id, input.newPassword);
      await lockout.clear(email);
      await sessions.revokeAllSessions(user.id, 'password_reset');
    },

    async changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<void> {
      const accountSettings = await settings.get();
      // The password as it is now (the caller's row may be a moment old on this instance).
      const user = (await users.findById(caller.user.id)) ?? caller.user;
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw new ApiError('CURRENT_PASSWORD_INCORRECT', 'The current password is incorrect');
      }
      assertPasswordPolicy(newPassword, accountSettings);
      await assertNotRecent(caller.user.id, newPassword, accountSettings);
      await storePassword(caller.user.id, newPassword);
      await sessions.revokeAllSessions(caller.user.id, 'password_changed', caller.sessionId);
    },
  };
}
