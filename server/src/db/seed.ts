import { hashPassword } from '../auth/passwords.ts';
import type { WalletStore } from '../wallet/store.ts';
import type { Db } from './database.ts';

/**
 * The currencies the platform starts with. GBP is enabled but hidden and JPY disabled, so the rule
 * of spec section 5 (only enabled and not hidden currencies are used) shows in the list.
 */
export const SEED_CURRENCIES = [
  { code: 'USD', name: 'US Dollar', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 1 },
  { code: 'EUR', name: 'Euro', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 2 },
  { code: 'BRL', name: 'Brazilian Real', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 3 },
  { code: 'INR', name: 'Indian Rupee', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 4 },
  { code: 'VND', name: 'Vietnamese Dong', decimals: 0, aggregated_enabled: true, aggregated_hidden: false, sort_order: 5 },
  { code: 'TRY', name: 'Turkish Lira', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 6 },
  { code: 'GBP', name: 'Pound Sterling', decimals: 2, aggregated_enabled: true, aggregated_hidden: true, sort_order: 7 },
  { code: 'JPY', name: 'Japanese Yen', decimals: 0, aggregated_enabled: false, aggregated_hidden: false, sort_order: 8 },
] as const;

/** Units per US dollar. */
export const SEED_RATES: Record<string, string> = {
  EUR: '0.92',
  BRL: '5.45',
  INR: '83.2',
  VND: '25400',
  TRY: '32.5',
  GBP: '0.79',
  JPY: '155.3',
};

export const DEMO_PLAYER = { email: 'demo@example.com', password: 'demo1234', currency: 'USD' } as const;

const DEMO_BALANCES: Array<{ currency: string; cash: string; operatorBonus?: string }> = [
  { currency: 'USD', cash: '1000.00', operatorBonus: '50.00' },
  { currency: 'EUR', cash: '250.00' },
  { currency: 'BRL', cash: '500.00' },
  { currency: 'INR', cash: '10000.00' },
  { currency: 'VND', cash: '2500000' },
  { currency: 'TRY', cash: '1000.00' },
];

/** Reference data every platform needs; each row is written once and never overwritten. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insertInto('currencies')
    .values(SEED_CURRENCIES.map((currency) => ({ ...currency })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('exchange_rates')
    .values(Object.entries(SEED_RATES).map(([currency, rate]) => ({ base_currency: 'USD', currency, rate, updated_at: new Date() })))
    .onConflict((oc) => oc.columns(['base_currency', 'currency']).doNothing())
    .execute();
}

/** The demo player, with a balance row per currency and its starting money paid in through the ledger. */
export async function seedDemoPlayer(db: Db, wallet: WalletStore): Promise<void> {
  let user = await db.selectFrom('users').select('id').where('email', '=', DEMO_PLAYER.email).executeTakeFirst();
  if (!user) {
    const passwordHash = await hashPassword(DEMO_PLAYER.password);
    const now = new Date();
    user = await db
      .insertInto('users')
      .values({
        email: DEMO_PLAYER.email,
        password_hash: passwordHash,
        password_changed_at: now,
        currency: DEMO_PLAYER.currency,
        nickname: 'Demo Player',
        email_verified_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return;
    await db.insertInto('password_history').values({ user_id: user.id, password_hash: passwordHash }).execute();
  }
  await wallet.openBalances(user.id);
  for (const balance of DEMO_BALANCES) {
    await wallet.adjust({
      userId: user.id,
      currency: balance.currency,
      amount: balance.cash,
      kind: 'cash',
      reason: 'seed',
      idempotencyKey: `seed:demo:${balance.currency}:cash`,
    });
    if (balance.operatorBonus) {
      await wallet.adjust({
        userId: user.id,
        currency: balance.currency,
        amount: balance.operatorBonus,
        kind: 'operatorBonus',
        reason: 'seed',
        idempotencyKey: `seed:demo:${balance.currency}:bonus`,
      });
    }
  }
}
