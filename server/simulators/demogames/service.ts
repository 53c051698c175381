import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { fromMinor, toMinor } from '@app/contract';
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import type { ProviderGame } from '@app/contract/providers';
import { BACCARAT_SIDES, baccaratReturn, deal, type BaccaratSide } from './baccarat.ts';
import { kenoDraw, kenoReturn, kenoScales, validPicks } from './keno.ts';
import { stakeOptions } from './money.ts';
import { lineWinAmount, rtpRatio, slotConfig, spin, spinWin, type SlotConfig } from './slot.ts';
import { WalletClient, type WalletAnswer } from './wallet-client.ts';

/** A stake as the game's page sends it: a plain decimal of at most 15 whole and 8 fraction digits. */
const STAKE_TEXT = /^\d{1,15}(?:\.\d{1,8})?$/;

type Minor = ColumnType<string | number, bigint | string, bigint | string>;

/** A game as the provider runs it (the platform's launch data, limits in the session's currency). */
export type DemoGame = ProviderGame;

/** The provider's tables (migration 0033). */
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
type DemoGamesDb = Kysely<DemoGamesTables>;
export type DemoGamesSession = Selectable<DemoGamesTables['demogames_sessions']>;
type Round = Selectable<DemoGamesTables['demogames_rounds']>;

/** Play money a demo session starts with, and its currency. */
const DEMO_BALANCE = 100_000n;
const DEMO_CURRENCY = 'FUN';

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

/**
 * The demo game studio: the platform opens a session for a player (or a play-money one) and frames
 * the game's page; each round is decided here with node:crypto, and with real money it is paid
 * through the platform's seamless wallet over signed HTTP: the stake debited (bet), then the win
 * credited (win, zero for a loss, closing the round). A win whose answer is lost is retried from
 * the rounds table until it lands; a bet whose answer is lost is rolled back, also until answered.
 */
export class DemoGames {
  readonly #db: DemoGamesDb;
  readonly #wallet: WalletClient;
  readonly #options: Required<Omit<DemoGamesOptions, 'log' | 'secret' | 'walletUrl'>> & Pick<DemoGamesOptions, 'log'>;
  #timer: NodeJS.Timeout | undefined;
  #delivering: Promise<void> | undefined;
  #closed = false;

  constructor(db: DemoGamesDb, options: DemoGamesOptions) {
    this.#db = db;
    const { secret, walletUrl, ...rest } = options;
    this.#options = { baseDelayMs: 1000, maxDelayMs: 5 * 60_000, maxAttempts: 100, timeoutMs: 5000, ...rest };
    this.#wallet = new WalletClient({ secret, walletUrl, timeoutMs: this.#options.timeoutMs });
  }

  /** Opens a real-money session for a player of the platform (its wallet session token and player id). */
  async open(request: { walletSession: string; playerRef: string; currency: string; decimals: number; language: string; game: DemoGame }) {
    return this.#createSession({ ...request, demo: false });
  }

  /** Opens a play-money session: never calls the platform. */
  async openDemo(request: { language: string; game: DemoGame }) {
    return this.#createSession({ ...request, walletSession: null, playerRef: null, currency: DEMO_CURRENCY, decimals: 2, demo: true });
  }

  async #createSession(request: {
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
    const { game, decimals } = session;
    return stakeOptions(toMinor(game.minBet, decimals), toMinor(game.maxBet, decimals)).map((minor) => fromMinor(minor, decimals));
  }

  /** Plays one round of the session's game. */
  async play(token: string, request: PlayRequest): Promise<PlayResult> {
    const session = await this.session(token);
    if (!session) throw new PlayError('SESSION_NOT_FOUND', 'This game session has ended. Open the game again.', 404);
    const stake = this.#stake(session, request.stake);
    const decided = decide(session.game, stake, request);
    const roundId = randomUUID();
    const round = { id: roundId, stake, win: decided.win, outcome: decided.outcome };
    const balance = session.demo ? await this.#playDemo(session, round) : await this.#playReal(session, round);
    return {
      roundId,
      stake: fromMinor(stake, session.decimals),
      win: fromMinor(decided.win, session.decimals),
      balance,
      outcome: decided.view(session.decimals),
    };
  }

  #stake(session: DemoGamesSession, text: unknown): bigint {
    const { game, decimals } = session;
    let stake: bigint;
    try {
      const typed = String(text).trim();
      if (!STAKE_TEXT.test(typed)) throw new RangeError(`Not a stake: ${typed}`);
      stake = toMinor(typed, decimals);
    } catch {
      throw new PlayError('INVALID_STAKE', 'Choose a stake.');
    }
    if (stake < toMinor(game.minBet, decimals) || stake > toMinor(game.maxBet, decimals) || stake <= 0n) {
      throw new PlayError('INVALID_STAKE', `Stakes go from ${game.minBet} to ${game.maxBet} ${session.currency}.`);
    }
    return stake;
  }

  async #playDemo(session: DemoGamesSession, round: { id: string; stake: bigint; win: bigint; outcome: unknown }): Promise<string> {
    return this.#db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('demogames_sessions')
        .set({ demo_balance: sql`demo_balance - ${round.stake} + ${round.win}` })
        .where('token', '=', session.token)
        .where('demo_balance', '>=', round.stake.toString())
        .returning('demo_balance')
        .executeTakeFirst();
      if (!updated) throw new PlayError('INSUFFICIENT_FUNDS', 'Not enough play money for this stake.', 409);
      await this.#insertRound(tx, session, round, 'closed');
      return fromMinor(BigInt(updated.demo_balance ?? 0), session.decimals);
    });
  }

  #insertRound(
    db: DemoGamesDb,
    session: DemoGamesSession,
    round: { id: string; stake: bigint; win: bigint; outcome: unknown },
    state: Round['state'],
  ) {
    return db
      .insertInto('demogames_rounds')
      .values({
        id: round.id,
        session_token: session.token,
        game_id: session.game.gameId,
        engine: session.game.engine,
        stake: round.stake,
        win: round.win,
        outcome: JSON.stringify(round.outcome),
        state,
        next_attempt_at: null,
        last_error: null,
        closed_at: state === 'closed' ? new Date() : null,
      })
      .execute();
  }

  /** Debits the stake, then credits the win, through the seamless wallet. */
  async #playReal(session: DemoGamesSession, round: { id: string; stake: bigint; win: bigint; outcome: unknown }): Promise<string | null> {
    await this.#insertRound(this.#db, session, round, 'betting');
    const row = await this.#round(round.id);
    const bet = await this.#wallet.call('bet', {
      ...this.#callBase(session, row),
      transactionId: betTransactionId(round.id),
      amount: fromMinor(round.stake, session.decimals),
    });
    if (!bet.answered) {
      // Whether the stake was taken is unknown: roll it back (retried until the platform answers).
      await this.#owe(row, 'rollback_owed', bet.error, 0);
      void this.deliverDue();
      throw new PlayError('ROUND_CANCELLED', 'The round could not be placed and has been cancelled. Any stake taken is returned.', 503);
    }
    if (bet.answer.status !== 'OK') {
      await this.#setState(round.id, 'refused', bet.answer.code);
      throw refusal(bet.answer);
    }
    // The stake is taken: from here the win is owed whatever happens to this process (the retry
    // loop takes it over if the call below never finishes).
    await this.#db
      .updateTable('demogames_rounds')
      .set({ state: 'win_owed', next_attempt_at: new Date(Date.now() + 2 * this.#options.timeoutMs) })
      .where('id', '=', round.id)
      .execute();
    const win = await this.#sendWin(session, row);
    if (!win.answered) {
      await this.#owe(row, 'win_owed', win.error, 0);
      return null;
    }
    return win.answer.status === 'OK' ? win.answer.balance : null;
  }

  #callBase(session: DemoGamesSession, round: Round) {
    return {
      sessionId: session.wallet_session,
      playerId: session.player_ref,
      roundId: round.id,
      gameId: round.game_id,
      currency: session.currency,
    };
  }

  async #sendWin(session: DemoGamesSession, round: Round) {
    const result = await this.#wallet.call('win', {
      ...this.#callBase(session, round),
      transactionId: winTransactionId(round.id),
      amount: fromMinor(BigInt(round.win), session.decimals),
      finished: true,
    });
    if (result.answered)
      await this.#setState(
        round.id,
        result.answer.status === 'OK' ? 'closed' : 'failed',
        result.answer.status === 'OK' ? null : result.answer.code,
      );
    return result;
  }

  async #sendRollback(session: DemoGamesSession, round: Round) {
    const result = await this.#wallet.call('rollback', {
      ...this.#callBase(session, round),
      transactionId: rollbackTransactionId(round.id),
      referenceTransactionId: betTransactionId(round.id),
    });
    if (result.answered)
      await this.#setState(
        round.id,
        result.answer.status === 'OK' ? 'rolled_back' : 'failed',
        result.answer.status === 'OK' ? null : result.answer.code,
      );
    return result;
  }

  #round(id: string): Promise<Round> {
    return this.#db.selectFrom('demogames_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async #setState(id: string, state: Round['state'], error: string | null): Promise<void> {
    const finished = state === 'closed' || state === 'rolled_back' || state === 'refused' || state === 'failed';
    if (state === 'failed') this.#options.log?.warn(`Demo games round ${id} was refused by the wallet: ${error ?? ''}`);
    await this.#db
      .updateTable('demogames_rounds')
      .set({ state, last_error: error, next_attempt_at: null, ...(finished ? { closed_at: new Date() } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** Records a call still owed and when to try it next (growing delays; given up after maxAttempts). */
  async #owe(round: Round, state: 'win_owed' | 'rollback_owed', error: string, attemptsBefore: number): Promise<void> {
    const attempts = attemptsBefore + 1;
    const giveUp = attempts >= this.#options.maxAttempts;
    const delay = Math.min(this.#options.baseDelayMs * 2 ** (attempts - 1), this.#options.maxDelayMs);
    if (giveUp) this.#options.log?.warn(`Demo games gave up the ${state} call of round ${round.id} after ${attempts} attempts: ${error}`);
    await this.#db
      .updateTable('demogames_rounds')
      .set({
        state: giveUp ? 'failed' : state,
        attempts,
        last_error: error.slice(0, 500),
        next_attempt_at: giveUp ? null : new Date(Date.now() + (attemptsBefore === 0 && state === 'rollback_owed' ? 0 : delay)),
      })
      .where('id', '=', round.id)
      .execute();
  }

  /** Sends every owed wallet call that is due (one pass; overlapping calls share it). */
  deliverDue(): Promise<void> {
    this.#delivering ??= this.#deliverPass().finally(() => {
      this.#delivering = undefined;
    });
    return this.#delivering;
  }

  async #deliverPass(): Promise<void> {
    if (this.#closed) return;
    // A round whose bet call never finished (the process stopped meanwhile) is rolled back.
    await this.#db
      .updateTable('demogames_rounds')
      .set({ state: 'rollback_owed', next_attempt_at: new Date(), last_error: 'the bet call did not finish' })
      .where('state', '=', 'betting')
      .where('created_at', '<', new Date(Date.now() - 2 * this.#options.timeoutMs))
      .execute();
    const due = await this.#db
      .selectFrom('demogames_rounds')
      .innerJoin('demogames_sessions', 'demogames_sessions.token', 'demogames_rounds.session_token')
      .selectAll('demogames_rounds')
      .select([
        'demogames_sessions.wallet_session',
        'demogames_sessions.player_ref',
        'demogames_sessions.currency',
        'demogames_sessions.decimals',
      ])
      .where('demogames_rounds.state', 'in', ['win_owed', 'rollback_owed'])
      .where('demogames_rounds.next_attempt_at', '<=', new Date())
      .orderBy('demogames_rounds.next_attempt_at')
      .limit(20)
      .execute();
    for (const row of due) {
      if (this.#closed) return;
      const session = {
        wallet_session: row.wallet_session,
        player_ref: row.player_ref,
        currency: row.currency,
        decimals: row.decimals,
      } as DemoGamesSession;
      const result = row.state === 'win_owed' ? await this.#sendWin(session, row) : await this.#sendRollback(session, row);
      if (!result.answered) await this.#owe(row, row.state as 'win_owed' | 'rollback_owed', result.error, row.attempts);
    }
  }

  /** Retries owed calls every intervalMs until closed. */
  start(intervalMs = 500): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setInterval(() => {
      this.deliverDue().catch((error: unknown) => this.#options.log?.warn(`Demo games wallet retry failed: ${String(error)}`));
    }, intervalMs);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#delivering;
  }
}

export const betTransactionId = (roundId: string) => `${roundId}-bet`;
export const winTransactionId = (roundId: string) => `${roundId}-win`;
export const rollbackTransactionId = (roundId: string) => `${roundId}-rollback`;

const REFUSALS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Not enough balance for this stake.',
  LIMIT_REACHED: 'A limit you set has been reached.',
  PLAYER_BLOCKED: 'Play is paused on your account.',
  SESSION_EXPIRED: 'This game session has ended. Open the game again.',
  SESSION_NOT_FOUND: 'This game session has ended. Open the game again.',
};

function refusal(answer: Extract<WalletAnswer, { status: 'ERROR' }>): PlayError {
  return new PlayError(answer.code, REFUSALS[answer.code] ?? 'The round was refused.', 409);
}

/** A decided round: what it pays and what the page shows. */
interface Decided {
  win: bigint;
  outcome: unknown;
  view(decimals: number): Record<string, unknown>;
}

const secureRandom = (below: number) => randomInt(below);
const slotConfigs = new Map<string, SlotConfig>();

function slotFor(game: DemoGame): SlotConfig {
  const key = `${game.rtp}|${game.volatility}|${game.paylines ?? ''}`;
  let config = slotConfigs.get(key);
  if (!config) slotConfigs.set(key, (config = slotConfig(game)));
  return config;
}

/** Decides a round with node:crypto's randomness. */
function decide(game: DemoGame, stake: bigint, request: PlayRequest): Decided {
  if (game.engine === 'slot') {
    const config = slotFor(game);
    const outcome = spin(config, secureRandom);
    const win = spinWin(config, outcome, stake);
    return {
      win,
      outcome,
      view: (decimals) => ({
        grid: outcome.grid,
        lines: outcome.lines.map((line) => ({ ...line, win: fromMinor(lineWinAmount(config, line, stake), decimals) })),
      }),
    };
  }
  if (game.engine === 'baccarat') {
    const side = request.side as BaccaratSide;
    if (!BACCARAT_SIDES.includes(side)) throw new PlayError('INVALID_BET', 'Bet on player, banker or tie.');
    const outcome = deal(secureRandom);
    return { win: baccaratReturn(side, stake, outcome.winner), outcome: { ...outcome, side }, view: () => ({ ...outcome, side }) };
  }
  if (!validPicks(request.picks)) throw new PlayError('INVALID_BET', 'Pick 1 to 10 numbers from 1 to 40.');
  const picks = request.picks;
  const drawn = kenoDraw(secureRandom);
  const hits = picks.filter((pick) => drawn.includes(pick)).length;
  const win = kenoReturn(picks.length, hits, stake, kenoScales(rtpRatio(game.rtp)));
  return { win, outcome: { picks, drawn, hits }, view: () => ({ picks, drawn, hits }) };
}
