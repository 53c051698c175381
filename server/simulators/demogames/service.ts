import type { ProviderLaunch } from '@app/contract/providers';
import type { DemoGame, DemoGamesDb, DemoGamesOptions, DemoGamesSession, PlayRequest, PlayResult } from './model.ts';
import { Rounds } from './rounds.ts';
import { Sessions } from './sessions.ts';
import { WalletCalls } from './wallet-calls.ts';
import { WalletClient } from './wallet-client.ts';

/**
 * The demo game studio: the platform opens a session for a player (or a play-money one) and frames
 * the game's page (sessions.ts); each round is decided here and, with real money, paid through the
 * platform's seamless wallet over signed HTTP (rounds.ts); a call whose answer is lost is retried
 * from the rounds table until it lands (wallet-calls.ts, through the simulators' outbox).
 */
export class DemoGames implements ProviderLaunch {
  readonly #sessions: Sessions;
  readonly #rounds: Rounds;
  readonly #calls: WalletCalls;

  constructor(db: DemoGamesDb, options: DemoGamesOptions) {
    const { secret, walletUrl, ...rest } = options;
    const settings = { baseDelayMs: 1000, maxDelayMs: 5 * 60_000, maxAttempts: 100, timeoutMs: 5000, ...rest };
    const wallet = new WalletClient({ secret, walletUrl, timeoutMs: settings.timeoutMs });
    this.#sessions = new Sessions(db, wallet);
    this.#calls = new WalletCalls(db, wallet, settings);
    this.#rounds = new Rounds({ db, wallet, calls: this.#calls, sessions: this.#sessions, settings });
  }

  /** Opens a real-money session for a player of the platform (its wallet session token and player id). */
  open(request: { walletSession: string; playerRef: string; currency: string; decimals: number; language: string; game: DemoGame }) {
    return this.#sessions.open(request);
  }

  /** Opens a play-money session: never calls the platform. */
  openDemo(request: { language: string; game: DemoGame }) {
    return this.#sessions.openDemo(request);
  }

  session(token: string): Promise<DemoGamesSession | undefined> {
    return this.#sessions.session(token);
  }

  /** The balance the page starts with: play money, or the player's cash as the platform answers it. */
  balance(session: DemoGamesSession): Promise<string | null> {
    return this.#sessions.balance(session);
  }

  /** The stakes the page offers (within the game's limits). */
  stakes(session: DemoGamesSession): string[] {
    return this.#sessions.stakes(session);
  }

  /** Plays one round of the session's game. */
  play(token: string, request: PlayRequest): Promise<PlayResult> {
    return this.#rounds.play(token, request);
  }

  /** Sends every owed wallet call that is due (one pass; overlapping calls share it). */
  deliverDue(): Promise<void> {
    return this.#calls.deliverDue();
  }

  /** Retries owed calls every intervalMs until closed. */
  start(intervalMs = 500): void {
    this.#calls.start(intervalMs);
  }

  close(): Promise<void> {
    return this.#calls.close();
  }
}
