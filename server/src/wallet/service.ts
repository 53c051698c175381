import type { Balance } from '@app/contract';
import type { Bonus } from '../bonus/index.ts';
import type { Currencies } from '../currencies/index.ts';
import type { Ledger } from '../ledger/index.ts';
import { fromMinor } from '@app/contract';
import { ApiError } from '../http/errors.ts';

/** The wallet's read side: a player's balances as the client shows them. */
export class Wallet {
  readonly #ledger: Pick<Ledger, 'balances'>;
  readonly #currencies: Pick<Currencies, 'list'>;
  readonly #bonus: Pick<Bonus, 'wagering' | 'lots'>;

  constructor(ledger: Pick<Ledger, 'balances'>, currencies: Pick<Currencies, 'list'>, bonus: Pick<Bonus, 'wagering' | 'lots'>) {
    this.#ledger = ledger;
    this.#currencies = currencies;
    this.#bonus = bonus;
  }

  /** The player's balance in each enabled currency, in the operator's currency order. */
  async balances(userId: string): Promise<Balance[]> {
    const [rows, currencies] = await Promise.all([this.#ledger.balances(userId), this.#currencies.list()]);
    const byCurrency = new Map(rows.map((row) => [row.currency, row]));
    return currencies.flatMap((currency) => {
      const row = byCurrency.get(currency.currency);
      if (!row || !currency.aggregatedEnabled) return [];
      return [
        {
          currency: currency.currency,
          cash: fromMinor(row.cash, currency.decimals),
          operatorBonus: fromMinor(row.operatorBonus, currency.decimals),
        },
      ];
    });
  }

  /**
   * One currency's balance in detail: cash (all of it withdrawable: bonus money never is), what is
   * held for withdrawals in review, the wagering the bonus money still asks for, and its lots.
   */
  async details(userId: string, currency: string) {
    const known = (await this.#currencies.list()).find((entry) => entry.currency === currency && entry.aggregatedEnabled);
    if (!known) throw new ApiError('CURRENCY_NOT_AVAILABLE', `The currency ${currency} is not available`);
    const [[row], wagering, lots] = await Promise.all([
      this.#ledger.balances(userId, currency),
      this.#bonus.wagering(userId, currency),
      this.#bonus.lots(userId, currency),
    ]);
    const money = (minor: bigint | undefined) => fromMinor(minor ?? 0n, known.decimals);
    return {
      balance: {
        currency,
        cash: money(row?.cash),
        operatorBonus: money(row?.operatorBonus),
        withdrawable: money(row?.cash),
        pendingWithdrawal: money(row?.pendingWithdrawal),
        wageringRequired: money(wagering.required),
        wageringDone: money(wagering.done < wagering.required ? wagering.done : wagering.required),
      },
      lots,
    };
  }
}
