import type { Db } from '../db/database.ts';
import type { Users } from '../users/index.ts';
import { hashPassword } from './passwords.ts';
import { authRepository as repository } from './repository.ts';

export const DEMO_PLAYER = { email: 'demo@example.com', password: 'demo1234', currency: 'USD' } as const;

/** The demo player's account (created once, verified); its id. */
export async function seedDemoPlayer(db: Db, users: Users): Promise<string | undefined> {
  const existing = await users.findByEmail(DEMO_PLAYER.email);
  if (existing) return existing.id;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  const created = await db.transaction().execute(async (tx) => {
    const user = await users.create(
      { email: DEMO_PLAYER.email, passwordHash, currency: DEMO_PLAYER.currency, nickname: 'Demo Player', emailVerifiedAt: new Date() },
      tx,
    );
    if (user) await repository.addPasswordHistory(tx, user.id, passwordHash);
    return user;
  });
  return created?.id;
}
