import type { AccountSettings, BankCard, PaymentChannel } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { Ledger } from '../ledger/index.ts';
import type { EventBus } from '../platform/bus.ts';
import { Deposits, type DepositGuard, type DepositProvider, type DepositSettledHook } from './deposits.ts';
import { PaymentStore } from './store.ts';
import { Withdrawals } from './withdrawals.ts';

export { paymentCallbackRoutes, paymentsRoutes } from './routes.ts';
export { paymentsCommands, paymentsOperatorHandlers } from './operator.ts';
export { PAYOUT_PROVIDER } from './withdrawals.ts';
export type { Deposits, DepositProvider, ProviderOutcome } from './deposits.ts';
export type { Withdrawals } from './withdrawals.ts';
export type { PaymentStore } from './store.ts';

export interface Payments {
  deposits: Deposits;
  withdrawals: Withdrawals;
  store: PaymentStore;
}

/** Deposits through a payment provider, withdrawals with the operator's review, and the history of both. */
export function createPayments(deps: {
  db: Db;
  ledger: Pick<Ledger, 'run' | 'transfer' | 'decimals'>;
  bus: Pick<EventBus, 'publish' | 'publishTopic'>;
  channels: { get(channelId: string): Promise<PaymentChannel | undefined> };
  cards: { get(userId: string, bankCardId: string): Promise<BankCard | undefined> };
  settings: { get(): Promise<AccountSettings> };
  provider: DepositProvider;
  /** Where the provider posts its signed callbacks. */
  callbackUrl: () => string;
  /** Runs in the transaction that credits a deposit. */
  onDepositSettled: DepositSettledHook;
  /** Time-outs, exclusions and deposit limits. */
  depositGuard: DepositGuard;
}): Payments {
  const { ledger } = deps;
  const store = new PaymentStore(deps.db, (currency, executor) => ledger.decimals(currency, executor), deps.bus);
  const rules = {
    channel: (channelId: string) => deps.channels.get(channelId),
    card: (userId: string, bankCardId: string) => deps.cards.get(userId, bankCardId),
    settings: () => deps.settings.get(),
    decimals: (currency: string) => ledger.decimals(currency),
  };
  return {
    store,
    deposits: new Deposits({
      store,
      rules,
      ledger,
      provider: deps.provider,
      callbackUrl: deps.callbackUrl,
      onSettled: deps.onDepositSettled,
      guard: deps.depositGuard,
    }),
    withdrawals: new Withdrawals({ store, rules, ledger }),
  };
}
