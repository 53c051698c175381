import { limitPeriodSchema, walletRgTypeSchema, type LimitPeriod, type WalletRgType } from '@app/contract';

/** The kinds of money limit, in the order the pages show them. */
export const LIMIT_TYPES: readonly WalletRgType[] = walletRgTypeSchema.options;
export const LIMIT_PERIODS: readonly LimitPeriod[] = limitPeriodSchema.options;

/** A kind of limit from the address (deposit, loss, wager); null for anything else. */
export function limitTypeFrom(value: string | undefined): WalletRgType | null {
  const parsed = walletRgTypeSchema.safeParse(value?.toLowerCase());
  return parsed.success ? parsed.data : null;
}

/** The page where the player manages one kind of limit. */
export function limitsPath(type: WalletRgType): string {
  return `/responsible-gambling/limits/${type}`;
}
