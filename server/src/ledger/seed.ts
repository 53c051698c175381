import { toMinor } from '@app/contract';
import type { Ledger } from './service.ts';

const DEMO_BALANCES: Array<{ currency: string; cash: string; operatorBonus?: string }> = [
  { currency: 'USD', cash: '1000.00', operatorBonus: '50.00' },
  { currency: 'EUR', cash: '250.00' },
  { currency: 'BRL', cash: '500.00' },
  { currency: 'INR', cash: '10000.00' },
  { currency: 'VND', cash: '2500000' },
  { currency: 'TRY', cash: '1000.00' },
];

/** The demo player's starting money, paid in from the house through the ledger once (kind seed, one reference each). */
export async function seedDemoBalances(ledger: Ledger, userId: string): Promise<void> {
  await ledger.openBalances(userId);
  await ledger.run(async (tx) => {
    for (const balance of DEMO_BALANCES) {
      const decimals = await ledger.decimals(balance.currency, tx);
      const paid = [
        { to: { type: 'player_cash', userId } as const, amount: balance.cash, key: 'cash' },
        ...(balance.operatorBonus
          ? [{ to: { type: 'player_operator_bonus', userId } as const, amount: balance.operatorBonus, key: 'bonus' }]
          : []),
      ];
      for (const { to, amount, key } of paid) {
        const reference = `seed:demo:${balance.currency}:${key}`;
        if (await ledger.transferred('seed', reference, tx)) continue;
        await ledger.transfer(tx, {
          from: { type: 'house' },
          to,
          currency: balance.currency,
          amount: toMinor(amount, decimals),
          kind: 'seed',
          reference,
        });
      }
    }
  });
}
