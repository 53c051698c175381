import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';

/** What the check of a signed-in call needs of its session. */
export interface SessionCheck {
  revoked_at: Date | null;
  ends_at: Date | null;
}

/** Session and player ids are UUIDs: anything else names none (and is not sent to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CodePurpose = 'password_reset' | 'email_verify';

/**
 * When a refresh token that was set aside counts as used: a successor replaced by the grace period
 * (see sessions.ts). Long before any grace period, so presenting it ends the session as reuse does;
 * not a use of the session's chain, so it does not stop the grace of the token before it.
 */
export const SET_ASIDE_AT = new Date(0);

/** sessions, refresh_tokens, login_attempts, password_history and verification_codes. */
export const authRepository = {
  async addPasswordHistory(db: Db, userId: string, passwordHash: string): Promise<void> {
    await db.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash }).execute();
  },

  async recentPasswordHashes(db: Db, userId: string, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.password_hash);
  },

  /** A new session from `startedAt`, ending at `endsAt` when a session-time limit is in force (one clock for both). */
  async createSession(db: Db, userId: string, startedAt: Date, endsAt: Date | null): Promise<string> {
    const session = await db
      .insertInto('sessions')
      .values({ user_id: userId, created_at: startedAt, ends_at: endsAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return session.id;
  },

  session(db: Db, sessionId: string, userId: string) {
    return db
      .selectFrom('sessions')
      .select(['id', 'revoked_at', 'ends_at', 'created_at'])
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * The session of an access token with its player's row, in one read: the check every signed-in
   * call makes (the one read of the players' table outside its domain, for that reason). Nothing
   * when the session is not the player's or either is gone.
   */
  async sessionWithUser(db: Db, sessionId: string, userId: string): Promise<{ session: SessionCheck; user: UserRow } | undefined> {
    if (!UUID.test(sessionId) || !UUID.test(userId)) return undefined;
    const row = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select(['s.revoked_at as session_revoked_at', 's.ends_at as session_ends_at'])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_revoked_at, session_ends_at, ...user } = row;
    return { session: { revoked_at: session_revoked_at, ends_at: session_ends_at }, user };
  },

  /** Brings the end of the player's live sessions forward to `endsAt` (a session-time limit set now). */
  async limitSessions(db: Db, userId: string, endsAt: Date): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ ends_at: sql<Date>`least(coalesce(ends_at, ${endsAt}), ${endsAt})` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  },

  /** Ends live sessions: one (sessionId) or all of the user's but one (except); the ids that ended. */
  /** A player's sessions, newest first, with when each last had a token issued (sign-in or refresh). */
  playerSessions(db: Db, userId: string, limit: number, sessionId?: string) {
    return db
      .selectFrom('sessions as s')
      .select(['s.id', 's.created_at', 's.ends_at', 's.revoked_at', 's.revoked_reason'])
      .select((eb) =>
        eb
          .selectFrom('refresh_tokens as r')
          .whereRef('r.session_id', '=', 's.id')
          .select((inner) => inner.fn.max('r.created_at').as('last'))
          .as('last_seen_at'),
      )
      .where('s.user_id', '=', userId)
      .$if(sessionId !== undefined, (query) => query.where('s.id', '=', sessionId!))
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute();
  },

  /** Players with a live session whose token was issued (sign-in or refresh) since `since` (refresh_tokens_created). */
  async activePlayers(db: Db, since: Date): Promise<number> {
    const row = await db
      .selectFrom('refresh_tokens as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .select((eb) => eb.fn.count<string>('s.user_id').distinct().as('players'))
      .where('r.created_at', '>', since)
      .where('s.revoked_at', 'is', null)
      .where((eb) => eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>', new Date())]))
      .executeTakeFirstOrThrow();
    return Number(row.players);
  },

  async revokeSessions(db: Db, query: { userId: string; sessionId?: string; except?: string }, reason: string): Promise<string[]> {
    let update = db
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('user_id', '=', query.userId)
      .where('revoked_at', 'is', null);
    if (query.sessionId) update = update.where('id', '=', query.sessionId);
    if (query.except) update = update.where('id', '!=', query.except);
    const rows = await update.returning('id').execute();
    return rows.map((row) => row.id);
  },

  async insertRefreshToken(db: Db, tokenHash: string, sessionId: string, expiresAt: Date): Promise<void> {
    await db
      .insertInto('refresh_tokens')
      .values({ token_hash: tokenHash, session_id: sessionId, expires_at: expiresAt, used_at: null })
      .execute();
  },

  /** Holds the session's row until the transaction ends: one rotation of a session at a time. */
  async lockSession(db: Db, sessionId: string): Promise<void> {
    await db.selectFrom('sessions').select('id').where('id', '=', sessionId).forUpdate().executeTakeFirst();
  },

  refreshToken(db: Db, tokenHash: string) {
    return db
      .selectFrom('refresh_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select(['t.session_id', 't.used_at', 't.expires_at', 's.user_id', 's.revoked_at', 's.ends_at'])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** Marks a refresh token used; false when it was used already. */
  async useRefreshToken(db: Db, tokenHash: string): Promise<boolean> {
    const used = await db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('used_at')
      .executeTakeFirst();
    return !!used;
  },

  async refreshTokenUsedAt(db: Db, tokenHash: string): Promise<Date | null> {
    const row = await db.selectFrom('refresh_tokens').select('used_at').where('token_hash', '=', tokenHash).executeTakeFirst();
    return row?.used_at ?? null;
  },

  /**
   * Whether a token of the session issued after the given one has been used (one set aside is not
   * a use). Compared in the database: its timestamps are finer than a JavaScript Date.
   */
  async laterTokenUsed(db: Db, sessionId: string, tokenHash: string): Promise<boolean> {
    const later = await db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('session_id', '=', sessionId)
      .where('used_at', 'is not', null)
      .where('used_at', '>', SET_ASIDE_AT)
      .where('created_at', '>', (query) => query.selectFrom('refresh_tokens').select('created_at').where('token_hash', '=', tokenHash))
      .executeTakeFirst();
    return !!later;
  },

  /** Sets aside the session's tokens issued after the given one and not used yet (SET_ASIDE_AT). */
  async setAsideLaterTokens(db: Db, sessionId: string, tokenHash: string): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ used_at: SET_ASIDE_AT })
      .where('session_id', '=', sessionId)
      .where('used_at', 'is', null)
      .where('created_at', '>', (query) => query.selectFrom('refresh_tokens').select('created_at').where('token_hash', '=', tokenHash))
      .execute();
  },

  loginAttempts(db: Db, email: string, address: string) {
    return db.selectFrom('login_attempts').selectAll().where('email', '=', email).where('address', '=', address).executeTakeFirst();
  },

  loginAttemptsOf(db: Db, emails: readonly string[]) {
    if (emails.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('login_attempts')
      .selectAll()
      .where('email', 'in', [...emails])
      .execute();
  },

  /** Counts a failed sign-in (a lock that has run out starts the count again); the count so far. */
  async countFailure(db: Db, email: string, address: string): Promise<number> {
    const row = await sql<{ failed_count: number }>`
      insert into login_attempts (email, address, failed_count, locked_until, updated_at)
      values (${email}, ${address}, 1, null, now())
      on conflict (email, address) do update set
        failed_count = case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                            then 1 else login_attempts.failed_count + 1 end,
        locked_until = case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                            then null else login_attempts.locked_until end,
        updated_at = now()
      returning failed_count`.execute(db);
    return row.rows[0]?.failed_count ?? 0;
  },

  async lock(db: Db, email: string, address: string, until: Date): Promise<void> {
    await db
      .updateTable('login_attempts')
      .set({ locked_until: until, updated_at: new Date() })
      .where('email', '=', email)
      .where('address', '=', address)
      .execute();
  },

  /** Forgets the failed sign-ins of an account: from one address, or from all of them. */
  async clearLoginAttempts(db: Db, email: string, address?: string): Promise<void> {
    let query = db.deleteFrom('login_attempts').where('email', '=', email);
    if (address !== undefined) query = query.where('address', '=', address);
    await query.execute();
  },

  /** A new one-time code for the address; any earlier live one for the same purpose stops working. */
  async replaceCode(
    db: Db,
    code: { email: string; purpose: CodePurpose; userId: string | null; codeHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('verification_codes')
        .set({ consumed_at: new Date() })
        .where('email', '=', code.email)
        .where('purpose', '=', code.purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await tx
        .insertInto('verification_codes')
        .values({
          email: code.email,
          purpose: code.purpose,
          user_id: code.userId,
          code_hash: code.codeHash,
          expires_at: code.expiresAt,
          consumed_at: null,
        })
        .execute();
    });
  },

  /** The latest unused, unexpired code for the address. */
  liveCode(db: Db, email: string, purpose: CodePurpose) {
    return db
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts', 'user_id'])
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async countWrongGuess(db: Db, id: string, attempts: number): Promise<void> {
    await db.updateTable('verification_codes').set({ attempts }).where('id', '=', id).execute();
  },

  /** Uses up a code; false when it was used meanwhile. */
  async useCode(db: Db, id: string): Promise<boolean> {
    const used = await db
      .updateTable('verification_codes')
      .set({ consumed_at: new Date() })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return !!used;
  },
};
