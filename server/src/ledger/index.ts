import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import { Ledger } from './service.ts';

export { seedDemoBalances } from './seed.ts';
export { ledgerCommands, ledgerOperatorHandlers } from './operator.ts';
export { TRANSFER_KINDS } from './service.ts';
export type {
  Account,
  BalanceRow,
  Breach,
  DailyTotal,
  Ledger,
  LedgerReport,
  MovedBalance,
  Transfer,
  TransferKind,
  TransferWithAccounts,
} from './service.ts';

/**
 * The ledger: the one writer of balances (double-entry transfers between accounts). It reports the
 * player balances each transfer moved (onMoved); the wallet tells the players.
 */
export function createLedger(deps: { db: Db; currencies: Pick<Currencies, 'get' | 'enabledCodes'> }): Ledger {
  return new Ledger(deps.db, deps.currencies);
}
