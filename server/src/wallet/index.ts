import type { Bonus } from '../bonus/index.ts';
import type { Currencies } from '../currencies/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { EventBus } from '../platform/bus.ts';
import { Adjustments, type AdjustmentsDeps } from './adjustments.ts';
import { BalanceUpdates } from './balance-updates.ts';
import { Wallet } from './service.ts';

export { walletRoutes } from './routes.ts';
export { walletCommands, walletOperatorHandlers } from './operator.ts';
export type { Wallet } from './service.ts';
export { DEFAULT_ADJUSTMENT_APPROVAL, type Adjustments } from './adjustments.ts';

/** The operator's adjustments of a player's balance, with four eyes above the owner's threshold. */
export function createAdjustments(deps: AdjustmentsDeps): Adjustments {
  return new Adjustments(deps);
}
export { balancePayload, type BalanceUpdates } from './balance-updates.ts';

/** The wallet's read side (balances); money moves only through the ledger. */
export function createWallet(deps: {
  ledger: Pick<Ledger, 'balances'>;
  currencies: Pick<Currencies, 'list'>;
  bonus: Pick<Bonus, 'wagering' | 'lots'>;
}): Wallet {
  return new Wallet(deps.ledger, deps.currencies, deps.bonus);
}

/**
 * The player's balance realtime message (wallet.balance.update), made from the balances the ledger
 * reports moved: connect its `publish` to the ledger's onMoved.
 */
export function createBalanceUpdates(deps: { ledger: Pick<Ledger, 'decimals'>; bus: Pick<EventBus, 'publish'> }): BalanceUpdates {
  return new BalanceUpdates(deps.ledger, deps.bus);
}
