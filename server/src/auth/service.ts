import { normaliseEmail } from '../users/index.ts';
import { CodeStore } from './codes.ts';
import type { AuthDeps } from './core.ts';
import { createEmailVerification } from './email-verification.ts';
import { createLockout } from './lockout.ts';
import { createPasswordReset } from './password-reset.ts';
import { createSessions } from './sessions.ts';
import { TokenSigner } from './tokens.ts';

/** Sign-up, sign-in, sessions and refresh-token rotation, lockout, password reset, email verification. */
export function createAuth(deps: AuthDeps) {
  const core = {
    ...deps,
    tokens: new TokenSigner(deps.tokenSecret, deps.config.accessTokenTtlSeconds),
    codes: new CodeStore(deps.db, deps.tokenSecret, deps.config.codeTtlMinutes),
  };
  const lockout = createLockout(core);
  const sessions = createSessions(core, lockout);
  return {
    ...sessions,
    ...createPasswordReset(core, sessions, lockout),
    ...createEmailVerification(core),
    /** Operator: lifts a sign-in lock. */
    unlock: (email: string) => lockout.clear(normaliseEmail(email)),
    /** Operator: failed sign-ins and live locks of these addresses. */
    lockouts: lockout.of,
    tokens: core.tokens,
  };
}
export type Auth = ReturnType<typeof createAuth>;
