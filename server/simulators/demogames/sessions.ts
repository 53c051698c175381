import { randomBytes } from 'node:crypto';
import { fromMinor, toMinor } from '@app/contract';
import { stakeOptions } from './money.ts';
import type { DemoGame, DemoGamesDb, DemoGamesSession } from './model.ts';
import type { WalletClient } from './wallet-client.ts';

/** Play money a demo session starts with, and its currency. */
const DEMO_BALANCE = 100_000n;
const DEMO_CURRENCY = 'FUN';

/**
 * Launch and sessions: the platform opens a session for one of its players (real money, paid
 * through its seamless wallet) or a play-money one; the page reads its balance and stakes.
 */
export class Sessions {
  readonly #db: DemoGamesDb;
  readonly #wallet: WalletClient;

  constructor(db: DemoGamesDb, wallet: WalletClient) {
    this.#db = db;
    this.#wallet = wallet;
  }

  /** Opens a real-money session for a player of the platform (its wallet session token and player id). */
  async open(request: { walletSession: string; playerRef: string; currency: string; decimals: number; language: string; game: DemoGame }) {
    return this.#create({ ...request, demo: false });
  }

  /** Opens a play-money session: never calls the platform. */
  async openDemo(request: { language: string; game: DemoGame }) {
    return this.#create({ ...request, walletSession: null, playerRef: null, currency: DEMO_CURRENCY, decimals: 2, demo: true });
  }

  async #create(request: {
    walletSession: string | null;
    playerRef: string | null;
    currency: string;
    decimals: number;
    language: string;
    game: DemoGame;
    demo: boolean;
  }): Promise<{ token: string; launchUrl: string }> {
    const token = randomBytes(24).toString('base64url');
    await this.#db
      .insertInto('demogames_sessions')
      .values({
        token,
        wallet_session: request.walletSession,
        player_ref: request.playerRef,
        currency: request.currency,
        decimals: request.decimals,
        language: request.language,
        game: JSON.stringify(request.game),
        demo: request.demo,
        demo_balance: request.demo ? DEMO_BALANCE : null,
      })
      .execute();
    return { token, launchUrl: `/demogames/play/${encodeURIComponent(request.game.gameId)}?session=${token}` };
  }

  async session(token: string): Promise<DemoGamesSession | undefined> {
    if (!token || token.length > 100) return undefined;
    return this.#db.selectFrom('demogames_sessions').selectAll().where('token', '=', token).executeTakeFirst();
  }

  /** The balance the page starts with: play money, or the player's cash as the platform answers it. */
  async balance(session: DemoGamesSession): Promise<string | null> {
    if (session.demo) return fromMinor(BigInt(session.demo_balance ?? 0), session.decimals);
    const result = await this.#wallet.call('balance', { sessionId: session.wallet_session });
    return result.answered && result.answer.status === 'OK' ? result.answer.balance : null;
  }

  /** The stakes the page offers (within the game's limits). */
  stakes(session: DemoGamesSession): string[] {
    const { game, decimals, currency } = session;
    return stakeOptions(currency, decimals, toMinor(game.minBet, decimals), toMinor(game.maxBet, decimals)).map((minor) =>
      fromMinor(minor, decimals),
    );
  }
}
