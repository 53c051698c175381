import type { Ledger } from './service.ts';

const DEMO_BALANCES: Array<{ currency: string; cash: string; operatorBonus?: string }> = [
  { currency: 'USD', cash: '1000.00', operatorBonus: '50.00' },
  { currency: 'EUR', cash: '250.00' },
  { currency: 'BRL', cash: '500.00' },
  { currency: 'INR', cash: '10000.00' },
  { currency: 'VND', cash: '2500000' },
  { currency: 'TRY', cash: '1000.00' },
];

/** The demo player's starting money, paid in through the ledger once (idempotency keys). */
export async function seedDemoBalances(ledger: Ledger, userId: string): Promise<void> {
  await ledger.openBalances(userId);
  for (const balance of DEMO_BALANCES) {
    const paid = [
      { kind: 'cash' as const, amount: balance.cash, key: 'cash' },
      ...(balance.operatorBonus ? [{ kind: 'operatorBonus' as const, amount: balance.operatorBonus, key: 'bonus' }] : []),
    ];
    for (const { kind, amount, key } of paid) {
      await ledger.adjust({
        userId,
        currency: balance.currency,
        amount,
        kind,
        reason: 'seed',
        idempotencyKey: `seed:demo:${balance.currency}:${key}`,
      });
    }
  }
}
