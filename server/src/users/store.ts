import type { AccountSettings, AuthUser, UserInfo } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { passwordExpiresAt } from '../auth/passwords.ts';

/** Emails are kept and compared lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUserId(value: string): boolean {
  return UUID.test(value);
}

export function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  if (!isUserId(userId)) return Promise.resolve(undefined);
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

/** A user named by id or by email (operator tools). */
export async function findUser(db: Db, ref: string): Promise<UserRow | undefined> {
  return isUserId(ref) ? findUserById(db, ref) : findUserByEmail(db, ref);
}

export function toAuthUser(row: UserRow): AuthUser {
  return { userId: row.id, email: row.email, currency: row.currency, emailVerified: row.email_verified_at !== null };
}

export function toUserInfo(row: UserRow, settings: AccountSettings): UserInfo {
  const expiresAt = passwordExpiresAt(row.password_changed_at, settings);
  return {
    userId: row.id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    nickname: row.nickname,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    phone: row.phone,
    country: row.country,
    language: row.language,
    currency: row.currency,
    kycLevel: row.kyc_level,
    vipLevel: row.vip_level,
    createdAt: row.created_at.toISOString(),
    passwordChangedAt: row.password_changed_at.toISOString(),
    passwordExpiresAt: expiresAt ? expiresAt.toISOString() : null,
  };
}
