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
    tokens: core.tokens,
    /** Operator: the identity providers players may sign in with. */
    oidcProviders,
  };
}
export type Auth = ReturnType<typeof createAuth>;
