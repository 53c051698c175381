import type { AuthSession, OperatorPlayerSession, RefreshResponse } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { Caller } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { sha256 } from '../platform/secrets.ts';
import { isPasswordExpired } from '../settings/index.ts';
import { normaliseEmail, toAuthUser } from '../users/index.ts';
import type { AuthCore } from './core.ts';
import { limitAttempts, lockedError, type Lockout } from './lockout.ts';
import { assertPasswordPolicy, decoyHash, hashPassword, passwordExpiredError, verifyPassword } from './passwords.ts';
import { authRepository as repository } from './repository.ts';
import { newRefreshToken } from './tokens.ts';

/**
 * The operator locked the account (users.account_locked_at): no session starts, none goes on and none
 * is refreshed until an operator unlocks it. Not the sign-in lock after failed sign-ins (USER_LOCKED).
 */
export function accountLockedError(): ApiError {
  return new ApiError('ACCOUNT_LOCKED', 'Your account has been locked. Please contact support.');
}

/** Sign-up, sign-in and sign-out, sessions and refresh-token rotation, and who is calling. */
export function createSessions(core: AuthCore, lockout: Lockout) {
  const { db, settings, users, tokens, config } = core;

  async function issueRefreshToken(executor: Db, sessionId: string): Promise<string> {
    const token = newRefreshToken();
    await repository.insertRefreshToken(executor, sha256(token), sessionId, new Date(Date.now() + config.refreshTokenTtlSeconds * 1000));
    return token;
  }

  /** A new session of the player: every way in (password, identity provider, sign-up) ends here, so the operator's lock is checked here. */
  async function startSession(user: UserRow): Promise<AuthSession> {
    if (user.account_locked_at) throw accountLockedError();
    const minutes = (await core.sessionLimitMinutes?.(user.id)) ?? null;
    const startedAt = new Date();
    const endsAt = minutes === null ? null : new Date(startedAt.getTime() + minutes * 60_000);
    const sessionId = await repository.createSession(db, user.id, startedAt, endsAt);
    const refreshToken = await issueRefreshToken(db, sessionId);
    return { accessToken: await tokens.sign(user.id, sessionId), refreshToken, expiresIn: tokens.ttlSeconds, user: toAuthUser(user) };
  }

  /** Whether a rotated refresh token is within its grace period, with no later token of its session used. */
  async function mayPresentAgain(executor: Db, tokenHash: string, token: { session_id: string; used_at: Date | null }): Promise<boolean> {
    const graceMs = config.refreshReuseGraceSeconds * 1000;
    if (!token.used_at || Date.now() - token.used_at.getTime() > graceMs) return false;
    return !(await repository.laterTokenUsed(executor, token.session_id, tokenHash));
  }

  async function revokeSession(sessionId: string, userId: string, reason: string): Promise<void> {
    const revoked = await repository.revokeSessions(db, { userId, sessionId }, reason);
    if (revoked.length > 0) await core.bus.notify({ type: 'session.revoked', sessionId, userId });
  }

  /** A session whose session-time limit has passed ends now (SESSION_LIMIT_REACHED). */
  async function endTimedOutSession(session: { ends_at: Date | null }, sessionId: string, userId: string): Promise<void> {
    if (!session.ends_at || session.ends_at.getTime() > Date.now()) return;
    await revokeSession(sessionId, userId, 'session_limit');
    throw new ApiError('SESSION_LIMIT_REACHED', 'Your session-time limit has been reached. Take a break and sign in again later.', {
      endedAt: session.ends_at.toISOString(),
    });
  }

  async function endReusedSession(row: { session_id: string; user_id: string }): Promise<never> {
    await revokeSession(row.session_id, row.user_id, 'refresh_token_reuse');
    throw new ApiError('REFRESH_TOKEN_REUSED', 'The session has ended for your safety. Please sign in again.');
  }

  /** Checks an access token and its session (without the password-expiry rule). */
  async function resolveAccessToken(token: string): Promise<Caller> {
    const check = tokens.verifySync(token);
    if (!check.ok) {
      throw check.reason === 'TOKEN_EXPIRED'
        ? new ApiError('TOKEN_EXPIRED', 'The access token has expired')
        : new ApiError('TOKEN_INVALID', 'The access token is not valid');
    }
    const { sid, sub } = check.claims;
    const found = await core.sessionCache.read(sid, sub, () => repository.sessionWithUser(db, sid, sub));
    if (!found) throw new ApiError('TOKEN_INVALID', 'The access token is not valid');
    const { session, user } = found;
    // Locking ends every session; this also refuses one that started as the lock was being made.
    if (user.account_locked_at) throw accountLockedError();
    if (session.revoked_at) throw new ApiError('SESSION_REVOKED', 'The session has ended. Please sign in again.');
    await endTimedOutSession(session, check.claims.sid, user.id);
    return { user, sessionId: check.claims.sid, claims: check.claims };
  }

  return {
    async register(input: { email: string; password: string; currency: string }, address: string): Promise<AuthSession> {
      await limitAttempts(core, 'code', 'addr', address);
      assertPasswordPolicy(input.password, await settings.get());
      if (!(await core.currencies.isPlayable(input.currency))) {
        throw new ApiError('CURRENCY_NOT_AVAILABLE', `The currency ${input.currency} is not available`);
      }
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction().execute(async (tx) => {
        const created = await users.create({ email: input.email, passwordHash, currency: input.currency }, tx);
        if (created) await repository.addPasswordHistory(tx, created.id, passwordHash);
        return created;
      });
      if (!user) {
        throw new ApiError(
          'REGISTRATION_REJECTED',
          'An account could not be created with these details. If you already have one, sign in or reset your password.',
        );
      }
      return startSession(user);
    },

    async login(input: { email: string; password: string }, address: string): Promise<AuthSession> {
      const email = normaliseEmail(input.email);
      await limitAttempts(core, 'login', 'addr', address);
      await limitAttempts(core, 'login', 'acct', email);
      const accountSettings = await settings.get();
      const maxRetries = accountSettings.securitySettings.maxPasswordRetries;

      const attempts = await lockout.attempts(email, address);
      if (maxRetries > 0 && attempts?.locked_until && attempts.locked_until > new Date()) throw lockedError(attempts.locked_until);

      const user = await users.findByEmail(email);
      const passwordOk = user
        ? await verifyPassword(user.password_hash, input.password)
        : (await verifyPassword(await decoyHash(), input.password), false);
      if (!user || !passwordOk) {
        if (maxRetries > 0) {
          const lockedUntil = await lockout.recordFailure(email, address, maxRetries);
          if (lockedUntil) throw lockedError(lockedUntil);
        }
        throw new ApiError('INVALID_CREDENTIALS', 'The email or password is incorrect');
      }
      if (attempts) await lockout.clearFrom(email, address);
      if (isPasswordExpired(user.password_changed_at, accountSettings)) throw passwordExpiredError(accountSettings);
      return startSession(user);
    },

    /**
     * Rotates a refresh token. Presenting one that was already rotated ends the whole session, except
     * within the grace period after its rotation while no later token of the session has been used:
     * the answer to that rotation was lost (a reload, a dropped connection), and the player gets new
     * tokens instead of being signed out. The session keeps one chain: the successors issued before
     * are set aside, and presenting one of them afterwards ends the session as reuse does.
     */
    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const tokenHash = sha256(refreshToken);
      const row = await repository.refreshToken(db, tokenHash);
      if (!row) throw new ApiError('REFRESH_TOKEN_INVALID', 'The session is not valid. Please sign in again.');
      const user = await users.findById(row.user_id);
      // Before the session's own end: the lock ended it, and the player is told why.
      if (user?.account_locked_at) throw accountLockedError();
      if (row.revoked_at) throw new ApiError('SESSION_REVOKED', 'The session has ended. Please sign in again.');
      await endTimedOutSession(row, row.session_id, row.user_id);
      if (row.used_at && !(await mayPresentAgain(db, tokenHash, row))) return endReusedSession(row);
      if (row.expires_at.getTime() <= Date.now())
        throw new ApiError('REFRESH_TOKEN_EXPIRED', 'The session has expired. Please sign in again.');

      if (!user) throw new ApiError('REFRESH_TOKEN_INVALID', 'The session is not valid. Please sign in again.');
      const accountSettings = await settings.get();
      if (isPasswordExpired(user.password_changed_at, accountSettings)) throw passwordExpiredError(accountSettings);

      const next = await db.transaction().execute(async (tx) => {
        // Rotations of one session (racing refreshes, say) take turns, so that one chain is left.
        await repository.lockSession(tx, row.session_id);
        if (!(await repository.useRefreshToken(tx, tokenHash))) {
          // Presented again (or rotated meanwhile by a request that raced this one): the same rule as above.
          const usedAt = await repository.refreshTokenUsedAt(tx, tokenHash);
          if (!(await mayPresentAgain(tx, tokenHash, { ...row, used_at: usedAt }))) return undefined;
          await repository.setAsideLaterTokens(tx, row.session_id, tokenHash);
        }
        return issueRefreshToken(tx, row.session_id);
      });
      if (!next) return endReusedSession(row);
      return { accessToken: await tokens.sign(row.user_id, row.session_id), refreshToken: next, expiresIn: tokens.ttlSeconds };
    },

    /** Signs out: the session of the access token and/or the refresh token ends. Always succeeds. */
    async logout(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
      const sessions = new Map<string, string>();
      if (accessToken) {
        const { claims } = await tokens.verify(accessToken);
        if (claims) sessions.set(claims.sid, claims.sub);
      }
      if (refreshToken) {
        const row = await repository.refreshToken(db, sha256(refreshToken));
        if (row) sessions.set(row.session_id, row.user_id);
      }
      for (const [sessionId, userId] of sessions) await revokeSession(sessionId, userId, 'logout');
    },

    revokeSession,

    /** A session-time limit set or tightened now: the player's live sessions end at the latest `minutes` from now. */
    async applySessionLimit(userId: string, minutes: number): Promise<void> {
      await repository.limitSessions(db, userId, new Date(Date.now() + minutes * 60_000));
      await core.bus.notify({ type: 'user.changed', userId });
    },

    /** When the caller's session started and when its session-time limit ends it. */
    async sessionTimes(sessionId: string, userId: string): Promise<{ startedAt: Date; endsAt: Date | null } | undefined> {
      const session = await repository.session(db, sessionId, userId);
      return session ? { startedAt: session.created_at, endsAt: session.ends_at } : undefined;
    },

    /** A player's sessions as the operator sees them, newest first (one, when `sessionId` is given). */
    async playerSessions(userId: string, limit = 50, sessionId?: string): Promise<OperatorPlayerSession[]> {
      const now = Date.now();
      if (sessionId !== undefined && !/^[0-9a-f-]{36}$/i.test(sessionId)) return [];
      return (await repository.playerSessions(db, userId, limit, sessionId)).map((row) => {
        const lastSeen = row.last_seen_at ? new Date(row.last_seen_at as string | Date) : row.created_at;
        return {
          sessionId: row.id,
          startedAt: row.created_at.toISOString(),
          lastSeenAt: lastSeen.toISOString(),
          endsAt: row.ends_at ? row.ends_at.toISOString() : null,
          endedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
          endedReason: row.revoked_reason,
          active: !row.revoked_at && (!row.ends_at || row.ends_at.getTime() > now),
        };
      });
    },

    /** How many players have a live session whose token was issued in the last `minutes`. */
    activePlayers(minutes: number): Promise<number> {
      return repository.activePlayers(db, new Date(Date.now() - minutes * 60_000));
    },

    async revokeAllSessions(userId: string, reason: string, except?: string): Promise<void> {
      const revoked = await repository.revokeSessions(db, { userId, ...(except ? { except } : {}) }, reason);
      for (const sessionId of revoked) await core.bus.notify({ type: 'session.revoked', sessionId, userId });
    },

    /**
     * The caller of a request from its Authorization header (the access token, no prefix). Also
     * enforces a live session and an unexpired password.
     */
    async authenticate(header: string | undefined): Promise<Caller> {
      if (!header) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
      const context = await resolveAccessToken(header.startsWith('Bearer ') ? header.slice(7) : header);
      const accountSettings = await settings.get();
      if (isPasswordExpired(context.user.password_changed_at, accountSettings)) throw passwordExpiredError(accountSettings);
      return context;
    },

    resolveAccessToken,

    /** A new session for a player signed in some other way (an identity provider). */
    startSession,
  };
}
export type Sessions = ReturnType<typeof createSessions>;
