import type { Bonus } from '../bonus/index.ts';
import type { Currencies } from '../currencies/index.ts';
import type { Ledger } from '../ledger/index.ts';
import { Wallet } from './service.ts';

export { walletRoutes } from './routes.ts';
export { walletCommands, walletOperatorHandlers } from './operator.ts';
export type { Wallet } from './service.ts';

/** The wallet's read side (balances); money moves only through the ledger. */
export function createWallet(deps: {
  ledger: Pick<Ledger, 'balances'>;
  currencies: Pick<Currencies, 'list'>;
  bonus: Pick<Bonus, 'wagering' | 'lots'>;
}): Wallet {
  return new Wallet(deps.ledger, deps.currencies, deps.bonus);
}
