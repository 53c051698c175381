import { sql } from 'kysely';
import type { AuthSession, RefreshResponse } from '@app/contract';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { EventBus } from '../platform/bus.ts';
import type { MailTransport } from '../platform/mail.ts';
import type { RateLimiter } from '../platform/rate-limit.ts';
import { sha256 } from '../platform/secrets.ts';
import { ApiError } from '../plugins/errors.ts';
import type { AccountSettingsStore } from '../settings/store.ts';
import { findUserByEmail, findUserById, normaliseEmail, toAuthUser } from '../users/store.ts';
import type { WalletStore } from '../wallet/store.ts';
import { CodeStore } from './codes.ts';
import {
  assertNotRecentlyUsed,
  assertPasswordPolicy,
  decoyHash,
  hashPassword,
  isPasswordExpired,
  passwordExpiredError,
  storePassword,
  verifyPassword,
} from './passwords.ts';
import { newRefreshToken, TokenSigner, type AccessClaims } from './tokens.ts';

/** The caller of an authenticated request. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  claims: AccessClaims;
}

export interface AuthDeps {
  db: Db;
  config: ServerConfig;
  settings: AccountSettingsStore;
  wallet: WalletStore;
  bus: EventBus;
  mail: MailTransport;
  limiter: RateLimiter;
  tokenSecret: string;
}

/** Sign-up, sign-in, sessions and refresh-token rotation, lockout, password reset, email verification. */
export class AuthService {
  readonly tokens: TokenSigner;
  readonly codes: CodeStore;
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
    this.tokens = new TokenSigner(deps.tokenSecret, deps.config.accessTokenTtlSeconds);
    this.codes = new CodeStore(deps.db, deps.tokenSecret, deps.config.codeTtlMinutes);
  }

  async #limit(kind: 'login' | 'code', scope: 'acct' | 'addr', key: string): Promise<void> {
    const limits = this.#deps.config.rateLimits;
    const limit =
      kind === 'login'
        ? scope === 'acct'
          ? limits.loginPerAccount
          : limits.loginPerAddress
        : scope === 'acct'
          ? limits.codePerAccount
          : limits.codePerAddress;
    const decision = await this.#deps.limiter.hit(`${kind}:${scope}:${sha256(key)}`, limit, limits.windowSeconds);
    if (!decision.allowed)
      throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Try again later.', { retryAfter: decision.retryAfter });
  }

  async register(input: { email: string; password: string; currency: string }, address: string): Promise<AuthSession> {
    const { db, settings, wallet } = this.#deps;
    const email = normaliseEmail(input.email);
    await this.#limit('code', 'addr', address);
    const accountSettings = await settings.get();
    assertPasswordPolicy(input.password, accountSettings);
    if (!(await wallet.isPlayable(input.currency))) {
      throw new ApiError(400, 'CURRENCY_NOT_AVAILABLE', `The currency ${input.currency} is not available`);
    }
    const passwordHash = await hashPassword(input.password);
    const user = await db.transaction().execute(async (tx) => {
      const now = new Date();
      const created = await tx
        .insertInto('users')
        .values({ email, password_hash: passwordHash, password_changed_at: now, currency: input.currency, updated_at: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!created) return undefined;
      await tx.insertInto('password_history').values({ user_id: created.id, password_hash: passwordHash }).execute();
      await wallet.openBalances(created.id, tx);
      return created;
    });
    if (!user) {
      throw new ApiError(
        409,
        'REGISTRATION_REJECTED',
        'An account could not be created with these details. If you already have one, sign in or reset your password.',
      );
    }
    return this.#startSession(user);
  }

  async login(input: { email: string; password: string }, address: string): Promise<AuthSession> {
    const { db, settings, config } = this.#deps;
    const email = normaliseEmail(input.email);
    await this.#limit('login', 'addr', address);
    await this.#limit('login', 'acct', email);
    const accountSettings = await settings.get();
    const maxRetries = accountSettings.securitySettings.maxPasswordRetries;
    const now = new Date();

    const attempts = await db.selectFrom('login_attempts').selectAll().where('email', '=', email).executeTakeFirst();
    if (maxRetries > 0 && attempts?.locked_until && attempts.locked_until > now) {
      throw lockedError(attempts.locked_until);
    }

    const user = await findUserByEmail(db, email);
    const passwordOk = user
      ? await verifyPassword(user.password_hash, input.password)
      : (await verifyPassword(await decoyHash(), input.password), false);
    if (!user || !passwordOk) {
      if (maxRetries > 0) {
        const lockedUntil = await this.#recordFailure(email, maxRetries, config.lockoutMinutes);
        if (lockedUntil) throw lockedError(lockedUntil);
      }
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect');
    }
    if (attempts) await db.deleteFrom('login_attempts').where('email', '=', email).execute();
    if (isPasswordExpired(user.password_changed_at, accountSettings)) throw passwordExpiredError(accountSettings);
    return this.#startSession(user);
  }

  /** Counts a failed sign-in; returns the lock's end when this failure locks the account. */
  async #recordFailure(email: string, maxRetries: number, lockoutMinutes: number): Promise<Date | null> {
    const { db } = this.#deps;
    const row = await sql<{ failed_count: number }>`
      insert into login_attempts (email, failed_count, locked_until, updated_at)
      values (${email}, 1, null, now())
      on conflict (email) do update set
        failed_count = case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                            then 1 else login_attempts.failed_count + 1 end,
        locked_until = case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                            then null else login_attempts.locked_until end,
        updated_at = now()
      returning failed_count`.execute(db);
    const count = row.rows[0]?.failed_count ?? 0;
    if (count < maxRetries) return null;
    const lockedUntil = new Date(Date.now() + lockoutMinutes * 60_000);
    await db.updateTable('login_attempts').set({ locked_until: lockedUntil, updated_at: new Date() }).where('email', '=', email).execute();
    return lockedUntil;
  }

  async #startSession(user: UserRow): Promise<AuthSession> {
    const { db } = this.#deps;
    const session = await db.insertInto('sessions').values({ user_id: user.id }).returning('id').executeTakeFirstOrThrow();
    const refreshToken = await this.#issueRefreshToken(db, session.id);
    return {
      accessToken: this.tokens.sign(user.id, session.id),
      refreshToken,
      expiresIn: this.tokens.ttlSeconds,
      user: toAuthUser(user),
    };
  }

  async #issueRefreshToken(db: Db, sessionId: string): Promise<string> {
    const token = newRefreshToken();
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: sha256(token),
        session_id: sessionId,
        expires_at: new Date(Date.now() + this.#deps.config.refreshTokenTtlSeconds * 1000),
        used_at: null,
      })
      .execute();
    return token;
  }

  /**
   * Rotates a refresh token. Presenting one that was already rotated ends the whole session, except
   * within the grace period after its rotation while no later token of the session has been used:
   * the answer to that rotation was lost (a reload, a dropped connection), and the player gets new
   * tokens instead of being signed out.
   */
  async refresh(refreshToken: string): Promise<RefreshResponse> {
    const { db, settings } = this.#deps;
    const tokenHash = sha256(refreshToken);
    const row = await db
      .selectFrom('refresh_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select(['t.session_id', 't.used_at', 't.expires_at', 's.user_id', 's.revoked_at'])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) throw new ApiError(401, 'REFRESH_TOKEN_INVALID', 'The session is not valid. Please sign in again.');
    if (row.revoked_at) throw new ApiError(401, 'SESSION_REVOKED', 'The session has ended. Please sign in again.');
    if (row.used_at && !(await this.#mayPresentAgain(db, tokenHash, row))) return this.#endReusedSession(row);
    if (row.expires_at.getTime() <= Date.now())
      throw new ApiError(401, 'REFRESH_TOKEN_EXPIRED', 'The session has expired. Please sign in again.');

    const user = await findUserById(db, row.user_id);
    if (!user) throw new ApiError(401, 'REFRESH_TOKEN_INVALID', 'The session is not valid. Please sign in again.');
    const accountSettings = await settings.get();
    if (isPasswordExpired(user.password_changed_at, accountSettings)) throw passwordExpiredError(accountSettings);

    const next = await db.transaction().execute(async (tx) => {
      const used = await tx
        .updateTable('refresh_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .returning('used_at')
        .executeTakeFirst();
      if (!used) {
        // Rotated meanwhile by a request that raced this one: the same rule as above.
        const now = await tx.selectFrom('refresh_tokens').select('used_at').where('token_hash', '=', tokenHash).executeTakeFirst();
        if (!(await this.#mayPresentAgain(tx, tokenHash, { ...row, used_at: now?.used_at ?? null }))) return undefined;
      }
      return this.#issueRefreshToken(tx, row.session_id);
    });
    if (!next) return this.#endReusedSession(row);
    return { accessToken: this.tokens.sign(row.user_id, row.session_id), refreshToken: next, expiresIn: this.tokens.ttlSeconds };
  }

  /** Whether a rotated refresh token is within its grace period, with no later token of its session used. */
  async #mayPresentAgain(db: Db, tokenHash: string, token: { session_id: string; used_at: Date | null }): Promise<boolean> {
    const graceMs = this.#deps.config.refreshReuseGraceSeconds * 1000;
    if (!token.used_at || Date.now() - token.used_at.getTime() > graceMs) return false;
    // Compared in the database: its timestamps are finer than a JavaScript Date.
    const laterUsed = await db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('session_id', '=', token.session_id)
      .where('used_at', 'is not', null)
      .where('created_at', '>', (query) => query.selectFrom('refresh_tokens').select('created_at').where('token_hash', '=', tokenHash))
      .executeTakeFirst();
    return !laterUsed;
  }

  async #endReusedSession(row: { session_id: string; user_id: string }): Promise<never> {
    await this.revokeSession(row.session_id, row.user_id, 'refresh_token_reuse');
    throw new ApiError(401, 'REFRESH_TOKEN_REUSED', 'The session has ended for your safety. Please sign in again.');
  }

  /** Signs out: the session of the access token and/or the refresh token ends. Always succeeds. */
  async logout(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
    const { db } = this.#deps;
    const sessions = new Map<string, string>();
    if (accessToken) {
      const check = this.tokens.verify(accessToken);
      const claims = check.ok ? check.claims : check.claims;
      if (claims) sessions.set(claims.sid, claims.sub);
    }
    if (refreshToken) {
      const row = await db
        .selectFrom('refresh_tokens as t')
        .innerJoin('sessions as s', 's.id', 't.session_id')
        .select(['s.id', 's.user_id'])
        .where('t.token_hash', '=', sha256(refreshToken))
        .executeTakeFirst();
      if (row) sessions.set(row.id, row.user_id);
    }
    for (const [sessionId, userId] of sessions) await this.revokeSession(sessionId, userId, 'logout');
  }

  async revokeSession(sessionId: string, userId: string, reason: string): Promise<void> {
    const revoked = await this.#deps.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    if (revoked.length > 0) await this.#deps.bus.notify({ type: 'session.revoked', sessionId, userId });
  }

  async revokeAllSessions(userId: string, reason: string, except?: string): Promise<void> {
    let query = this.#deps.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (except) query = query.where('id', '!=', except);
    const revoked = await query.returning('id').execute();
    for (const { id } of revoked) await this.#deps.bus.notify({ type: 'session.revoked', sessionId: id, userId });
  }

  /**
   * The caller of a request from its Authorization header (the access token, no prefix). Also
   * enforces a live session and an unexpired password.
   */
  async authenticate(header: string | undefined): Promise<AuthContext> {
    if (!header) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to continue');
    const token = header.startsWith('Bearer ') ? header.slice(7) : header;
    const context = await this.resolveAccessToken(token);
    const accountSettings = await this.#deps.settings.get();
    if (isPasswordExpired(context.user.password_changed_at, accountSettings)) throw passwordExpiredError(accountSettings);
    return context;
  }

  /** Checks an access token and its session (without the password-expiry rule). */
  async resolveAccessToken(token: string): Promise<AuthContext> {
    const check = this.tokens.verify(token);
    if (!check.ok) {
      throw check.reason === 'TOKEN_EXPIRED'
        ? new ApiError(401, 'TOKEN_EXPIRED', 'The access token has expired')
        : new ApiError(401, 'TOKEN_INVALID', 'The access token is not valid');
    }
    const row = await this.#deps.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select('s.revoked_at')
      .where('s.id', '=', check.claims.sid)
      .where('s.user_id', '=', check.claims.sub)
      .executeTakeFirst();
    if (!row) throw new ApiError(401, 'TOKEN_INVALID', 'The access token is not valid');
    if (row.revoked_at) throw new ApiError(401, 'SESSION_REVOKED', 'The session has ended. Please sign in again.');
    const { revoked_at: _revoked, ...user } = row;
    return { user, sessionId: check.claims.sid, claims: check.claims };
  }

  /** Sends a reset code when the address has an account; the answer is the same either way. */
  async sendResetCode(emailInput: string, address: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    await this.#limit('code', 'addr', address);
    await this.#limit('code', 'acct', email);
    const user = await findUserByEmail(this.#deps.db, email);
    if (!user) return;
    const code = await this.codes.issue(email, 'password_reset', user.id);
    await this.#deps.mail.send({
      to: email,
      subject: 'Your password reset code',
      text: `Your password reset code is ${code}. It is valid for ${this.codes.ttlMinutes} minutes. If you did not ask to reset your password, ignore this message.`,
    });
  }

  async resetPassword(input: { email: string; code: string; newPassword: string }, address: string): Promise<void> {
    const { db, settings } = this.#deps;
    const email = normaliseEmail(input.email);
    await this.#limit('code', 'addr', address);
    await this.#limit('code', 'acct', email);
    const accountSettings = await settings.get();
    assertPasswordPolicy(input.newPassword, accountSettings);
    const invalid = new ApiError(400, 'INVALID_CODE', 'The code is not valid or has expired');
    // The code is checked first: nothing about the account is told to someone without it.
    const codeId = await this.codes.check(email, 'password_reset', input.code);
    const user = codeId ? await findUserByEmail(db, email) : undefined;
    if (!codeId || !user) throw invalid;
    await assertNotRecentlyUsed(db, user.id, input.newPassword, accountSettings);
    if (!(await this.codes.use(codeId))) throw invalid;
    await storePassword(db, user.id, await hashPassword(input.newPassword));
    await db.deleteFrom('login_attempts').where('email', '=', email).execute();
    await this.revokeAllSessions(user.id, 'password_reset');
  }

  async changePassword(context: AuthContext, currentPassword: string, newPassword: string): Promise<void> {
    const { db, settings } = this.#deps;
    const accountSettings = await settings.get();
    if (!(await verifyPassword(context.user.password_hash, currentPassword))) {
      throw new ApiError(400, 'CURRENT_PASSWORD_INCORRECT', 'The current password is incorrect');
    }
    assertPasswordPolicy(newPassword, accountSettings);
    await assertNotRecentlyUsed(db, context.user.id, newPassword, accountSettings);
    await storePassword(db, context.user.id, await hashPassword(newPassword));
    await this.revokeAllSessions(context.user.id, 'password_changed', context.sessionId);
  }

  async sendVerificationCode(context: AuthContext, address: string): Promise<void> {
    const { user } = context;
    await this.#limit('code', 'addr', address);
    await this.#limit('code', 'acct', user.email);
    if (user.email_verified_at) throw new ApiError(409, 'EMAIL_ALREADY_VERIFIED', 'Your email address is already verified');
    const code = await this.codes.issue(user.email, 'email_verify', user.id);
    await this.#deps.mail.send({
      to: user.email,
      subject: 'Your email verification code',
      text: `Your email verification code is ${code}. It is valid for ${this.codes.ttlMinutes} minutes.`,
    });
  }

  async verifyEmail(context: AuthContext, code: string, address: string): Promise<void> {
    const { user } = context;
    await this.#limit('code', 'addr', address);
    await this.#limit('code', 'acct', user.email);
    if (user.email_verified_at) throw new ApiError(409, 'EMAIL_ALREADY_VERIFIED', 'Your email address is already verified');
    if (!(await this.codes.consume(user.email, 'email_verify', code)))
      throw new ApiError(400, 'INVALID_CODE', 'The code is not valid or has expired');
    const now = new Date();
    await this.#deps.db.updateTable('users').set({ email_verified_at: now, updated_at: now }).where('id', '=', user.id).execute();
  }

  /** Operator: lifts a sign-in lock. */
  async unlock(email: string): Promise<void> {
    await this.#deps.db.deleteFrom('login_attempts').where('email', '=', normaliseEmail(email)).execute();
  }
}

function lockedError(until: Date): ApiError {
  return new ApiError(423, 'USER_LOCKED', 'The account is locked after too many failed sign-ins', { unlockAt: until.toISOString() });
}
