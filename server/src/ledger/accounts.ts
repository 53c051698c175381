/** An account of the ledger. A player has three per currency; the house and each provider one per currency. */
export type Account =
  | { type: 'player_cash'; userId: string }
  | { type: 'player_operator_bonus'; userId: string }
  | { type: 'player_pending_withdrawal'; userId: string }
  | { type: 'house' }
  | { type: 'provider'; provider: string };

export type PlayerAccount = Extract<Account, { userId: string }>;

/** The wallet_balances column that keeps each player account's balance. */
export type BalanceColumn = 'cash' | 'operator_bonus' | 'pending_withdrawal';

export const PLAYER_COLUMNS: Record<PlayerAccount['type'], BalanceColumn> = {
  player_cash: 'cash',
  player_operator_bonus: 'operator_bonus',
  player_pending_withdrawal: 'pending_withdrawal',
};

/** The suffix of a player account's key, per balance column. */
export const COLUMN_SUFFIX: Record<BalanceColumn, string> = {
  cash: 'cash',
  operator_bonus: 'bonus',
  pending_withdrawal: 'pending_withdrawal',
};

export const HOUSE_KEY = 'house:operator';

export function isPlayerAccount(account: Account): account is PlayerAccount {
  return account.type in PLAYER_COLUMNS;
}

/** The key an account's entries carry: user:<id>:cash|bonus|pending_withdrawal, house:operator, provider:<name>. */
export function accountKey(account: Account): string {
  if (isPlayerAccount(account)) return `user:${account.userId}:${COLUMN_SUFFIX[PLAYER_COLUMNS[account.type]]}`;
  if (account.type === 'house') return HOUSE_KEY;
  if (!/^[a-z0-9][a-z0-9_-]{0,62}$/.test(account.provider)) throw new RangeError(`Not a provider name: ${account.provider}`);
  return `provider:${account.provider}`;
}
