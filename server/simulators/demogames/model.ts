import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { ProviderGame } from '@app/contract/providers';

type Minor = ColumnType<string | number, bigint | string, bigint | string>;

/** A game as the provider runs it (the platform's launch data, limits in the session's currency). */
export type DemoGame = ProviderGame;

/** The provider's tables (its migrations, in ./migrations). */
export type DemoGamesTables = {
  demogames_sessions: {
    token: string;
    wallet_session: string | null;
    player_ref: string | null;
    currency: string;
    decimals: number;
    language: string;
    game: ColumnType<DemoGame, string, string>;
    demo: boolean;
    demo_balance: ColumnType<string | number | null, bigint | string | null, bigint | string | null>;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  demogames_rounds: {
    id: string;
    session_token: string;
    game_id: string;
    engine: string;
    stake: Minor;
    win: Minor;
    outcome: ColumnType<unknown, string, string>;
    state: 'betting' | 'refused' | 'win_owed' | 'rollback_owed' | 'closed' | 'rolled_back' | 'failed';
    attempts: ColumnType<number, number | undefined>;
    next_attempt_at: Date | null;
    last_error: string | null;
    created_at: ColumnType<Date, Date | undefined, never>;
    closed_at: Date | null;
  };
};
export type DemoGamesDb = Kysely<DemoGamesTables>;
export type DemoGamesSession = Selectable<DemoGamesTables['demogames_sessions']>;
export type Round = Selectable<DemoGamesTables['demogames_rounds']>;
/** What the wallet calls of a round need of its session. */
export type WalletSession = Pick<DemoGamesSession, 'wallet_session' | 'player_ref' | 'currency' | 'decimals'>;

export interface DemoGamesOptions {
  /** The secret the seamless-wallet calls are signed with (the platform holds the same). */
  secret: () => Promise<string>;
  /** The platform's seamless wallet for this provider: {walletUrl}/bet, /win, /rollback, /balance. */
  walletUrl: () => string;
  /** The first retry of an owed call waits this long, each later one twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** An owed call never answered after this many attempts is given up (for the operator to settle by hand). */
  maxAttempts?: number;
  timeoutMs?: number;
  log?: { warn(message: string): void };
}

/** The options with their defaults filled in. */
export type DemoGamesSettings = Required<Omit<DemoGamesOptions, 'log' | 'secret' | 'walletUrl'>> & Pick<DemoGamesOptions, 'log'>;

/** A refusal the page shows the player. */
export class PlayError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status = 400) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** What the page sends for a round. */
export interface PlayRequest {
  stake: string;
  side?: unknown;
  picks?: unknown;
}

export interface PlayResult {
  roundId: string;
  stake: string;
  win: string;
  /** The balance after the round; null while the platform has not confirmed the win (it is retried). */
  balance: string | null;
  outcome: Record<string, unknown>;
}
