import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../platform/bus.ts';
import { Ledger } from './service.ts';

export { seedDemoBalances } from './seed.ts';
export { ledgerCommands, ledgerOperatorHandlers } from './operator.ts';
export type { Account, BalanceRow, Breach, Ledger, LedgerReport, Transfer } from './service.ts';

/** The ledger: the one writer of balances (double-entry transfers between accounts). */
export function createLedger(deps: {
  db: Db;
  currencies: Pick<Currencies, 'get' | 'enabledCodes'>;
  bus: Pick<EventBus, 'publish'>;
}): Ledger {
  return new Ledger(deps.db, deps.currencies, deps.bus);
}
