import type { ColumnType, Selectable } from 'kysely';
import type { BetFairness } from '@app/contract';

type Minor = ColumnType<string, bigint | string, bigint | string>;

/** The bets table (migration 0031). */
export type BetsTables = {
  game_bets: {
    id: string;
    user_id: string;
    game_id: string;
    game_name: string;
    is_original: boolean;
    provider: string | null;
    currency: string;
    amount: Minor;
    payout: ColumnType<string, bigint | string | undefined, bigint | string>;
    status: ColumnType<'open' | 'settled' | 'rolled_back', 'open' | 'settled' | undefined, 'open' | 'settled' | 'rolled_back'>;
    fairness: ColumnType<BetFairness | null, string | null | undefined, string | null>;
    /** The provably fair rules an original's bet was drawn with (migration 0040); null without a fairness record. */
    rule_version: ColumnType<number | null, number | null | undefined, never>;
    /** The part of the stake taken from bonus money (migration 0036). */
    bonus_amount: ColumnType<string, bigint | string | undefined, bigint | string>;
    created_at: ColumnType<Date, Date | undefined, never>;
    settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
};
/** A bet's row. */
export type BetRow = Selectable<BetsTables['game_bets']>;
