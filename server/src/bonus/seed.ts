import { toMinor } from '@app/contract';
import type { Currencies } from '../currencies/index.ts';
import { bonusRepository, type BonusDb } from './repository.ts';

/** The welcome ladder in US dollars: the first three deposits each earn a share of the deposit as bonus money. */
const LADDER = [
  { sequence: 1, matchPercent: 100, maxBonus: 500, minDeposit: 20, wageringMultiplier: 30 },
  { sequence: 2, matchPercent: 50, maxBonus: 300, minDeposit: 20, wageringMultiplier: 30 },
  { sequence: 3, matchPercent: 25, maxBonus: 200, minDeposit: 20, wageringMultiplier: 35 },
] as const;

/** Round figures per currency, close to the dollar amounts above. */
const SCALE: Record<string, number> = { USD: 1, EUR: 1, GBP: 1, BRL: 5, TRY: 30, INR: 80, VND: 25_000 };

/** The deposit rewards the platform starts with, for each known currency; an operator's own stay as they are. */
export async function seedDepositRewards(db: BonusDb, currencies: Pick<Currencies, 'list'>): Promise<void> {
  const rows = (await currencies.list()).flatMap((currency) => {
    const scale = SCALE[currency.currency];
    if (scale === undefined) return [];
    return LADDER.map((step) => ({
      currency: currency.currency,
      sequence: step.sequence,
      match_percent: step.matchPercent,
      max_bonus: toMinor(String(step.maxBonus * scale), currency.decimals).toString(),
      min_deposit: toMinor(String(step.minDeposit * scale), currency.decimals).toString(),
      wagering_multiplier: step.wageringMultiplier,
    }));
  });
  await bonusRepository.seedRewards(db, rows);
}
