import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UserRow, UsersTable } from '../db/schema.ts';

export type ProfileChanges = Pick<
  Updateable<UsersTable>,
  'nickname' | 'first_name' | 'last_name' | 'birth_date' | 'phone' | 'country' | 'language' | 'address_line' | 'city' | 'postal_code'
>;

export interface NewAccount {
  email: string;
  passwordHash: string;
  currency: string;
  nickname?: string;
  emailVerifiedAt?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUserId(value: string): boolean {
  return UUID.test(value);
}

/** The users table. Every function takes the executor: the database, or a transaction the caller is in. */
export const usersRepository = {
  findById(db: Db, userId: string): Promise<UserRow | undefined> {
    if (!isUserId(userId)) return Promise.resolve(undefined);
    return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  },

  /** email: already normalised. */
  findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  },

  /** A new user, or undefined when the email is taken. */
  insert(db: Db, account: NewAccount): Promise<UserRow | undefined> {
    const now = new Date();
    return db
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: account.passwordHash,
        password_changed_at: now,
        currency: account.currency,
        nickname: account.nickname ?? null,
        email_verified_at: account.emailVerifiedAt ?? null,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  async update(
    db: Db,
    userId: string,
    changes: ProfileChanges & Pick<Updateable<UsersTable>, 'currency' | 'email_verified_at'>,
  ): Promise<void> {
    await db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  },

  async setVipLevel(db: Db, userId: string, level: number): Promise<void> {
    await db.updateTable('users').set({ vip_level: level, updated_at: new Date() }).where('id', '=', userId).execute();
  },

  /** Raises the player's verification level to `level` (never lowers it); answers the level now. */
  async raiseKycLevel(db: Db, userId: string, level: number): Promise<number> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({ kyc_level: sql<number>`greatest(${eb.ref('kyc_level')}, ${level})`, updated_at: new Date() }))
      .where('id', '=', userId)
      .returning('kyc_level')
      .executeTakeFirst();
    return row?.kyc_level ?? 0;
  },

  async setPasswordHash(db: Db, userId: string, passwordHash: string, changedAt: Date): Promise<void> {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: changedAt, updated_at: changedAt })
      .where('id', '=', userId)
      .execute();
  },

  /**
   * Locks the account (the operator's lock), unless it is locked already: answers whether this
   * call locked it (a lock in force is left as it was, with its time, author and reason).
   */
  async lockAccount(db: Db, userId: string, lock: { at: Date; by: string; reason: string }): Promise<boolean> {
    const row = await db
      .updateTable('users')
      .set({ account_locked_at: lock.at, account_locked_by: lock.by, account_lock_reason: lock.reason, updated_at: lock.at })
      .where('id', '=', userId)
      .where('account_locked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Unlocks the account; answers whether it was locked. */
  async unlockAccount(db: Db, userId: string): Promise<boolean> {
    const row = await db
      .updateTable('users')
      .set({ account_locked_at: null, account_locked_by: null, account_lock_reason: null, updated_at: new Date() })
      .where('id', '=', userId)
      .where('account_locked_at', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The email of each of these users (those that exist). */
  async emailsOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [...new Set(userIds)])
      .execute();
    return new Map(rows.map((row) => [row.id, row.email]));
  },

  /**
   * The newest users first; with a search, those whose email, name (first and last, or either) or
   * nickname contains the text, whatever the case, or whose id it is.
   */
  list(db: Db, query: { search?: string; limit: number }): Promise<UserRow[]> {
    let select = db.selectFrom('users').selectAll().orderBy('created_at', 'desc').limit(query.limit);
    const text = query.search?.trim().toLowerCase();
    if (text) {
      // The search's own % and _ are text, not wildcards.
      const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
      select = select.where((eb) =>
        eb.or([
          eb('email', 'like', pattern),
          eb(sql<string>`lower(concat_ws(' ', first_name, last_name))`, 'like', pattern),
          eb(sql<string>`lower(coalesce(nickname, ''))`, 'like', pattern),
          ...(isUserId(text) ? [eb('id', '=', text)] : []),
        ]),
      );
    }
    return select.execute();
  },
};
