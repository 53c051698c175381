import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** A secret kept in the database, created once, shared by every instance on that database. */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('platform_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('platform_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** Compares two secrets in constant time (hashing first, so lengths leak nothing). */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
