import { normaliseEmail } from '../users/index.ts';
import { CodeStore } from './codes.ts';
import type { AuthDeps } from './core.ts';
import { createEmailVerification } from './email-verification.ts';
import { createLockout } from './lockout.ts';
import { createOidc } from './oidc.ts';
import { OidcProviders } from './oidc-providers.ts';
import { createPasswordReset } from './password-reset.ts';
import { createSessions } from './sessions.ts';
import { TokenSigner } from './tokens.ts';

/**
 * Sign-up, sign-in (password or identity provider), sessions and refresh-token rotation, lockout,
 * password reset, email verification.
 */
export function createAuth(deps: AuthDeps) {
  const core = {
    ...deps,
    tokens: new TokenSigner(deps.tokenSecret, deps.config.accessTokenTtlSeconds),
    codes: new CodeStore(deps.db, deps.tokenSecret, deps.config.codeTtlMinutes),
  };
  const lockout = createLockout(core);
  const sessions = createSessions(core, lockout);
  const oidcProviders = new OidcProviders(deps.operatorSettings);
  return {
    ...sessions,
    ...createOidc(core, sessions, oidcProviders),
    ...createPasswordReset(core, sessions, lockout),
    ...createEmailVerification(core),
    /** Operator: lifts a sign-in lock. */
    unlock: (email: string) => lockout.clear(normaliseEmail(email)),
    /** Operator: failed sign-ins and live locks of these addresses. */
    lockouts: lockout.of,
    /**
     * Operator: locks the player's account (see accountLockedError). Every session of the player ends
     * at once: their sockets close and their tokens stop working, so a signed-in player is out on their
     * next call. Their money stays as it is: balances, bonus, open bets and pending withdrawals are not
     * touched (a withdrawal waiting for review is still the operator's to decide). Answers whether this
     * call locked it: an account locked already is left as it is, its lock and sessions unchanged.
     */
    async lockAccount(userId: string, lock: { at: Date; by: string; reason: string }): Promise<boolean> {
      if (!(await deps.users.lockAccount(userId, lock))) return false;
      await sessions.revokeAllSessions(userId, 'account_locked');
      return true;
    },
    /** Operator: unlocks the account: the player may sign in again (their ended sessions stay ended). */
    unlockAccount: (userId: string) => deps.users.unlockAccount(userId),
    tokens: core.tokens,
    /** Operator: the identity providers players may sign in with. */
    oidcProviders,
  };
}
export type Auth = ReturnType<typeof createAuth>;
