import { randomInt, randomUUID } from 'node:crypto';
import { fromMinor, toMinor } from '@app/contract';
import { sql } from 'kysely';
import { BACCARAT_SIDES, baccaratReturn, deal, type BaccaratSide } from './baccarat.ts';
import { kenoDraw, kenoReturn, kenoScales, validPicks } from './keno.ts';
import {
  PlayError,
  type DemoGame,
  type DemoGamesDb,
  type DemoGamesSession,
  type DemoGamesSettings,
  type PlayRequest,
  type PlayResult,
  type Round,
} from './model.ts';
import type { Sessions } from './sessions.ts';
import { lineWinAmount, rtpRatio, slotConfig, spin, spinWin, type SlotConfig } from './slot.ts';
import { betTransactionId, type WalletCalls } from './wallet-calls.ts';
import type { WalletAnswer, WalletClient } from './wallet-client.ts';

/** A stake as the game's page sends it: a plain decimal of at most 15 whole and 8 fraction digits. */
const STAKE_TEXT = /^\d{1,15}(?:\.\d{1,8})?$/;

/** A round to record: its id, the stake and the win in minor units, and what was drawn. */
interface NewRound {
  id: string;
  stake: bigint;
  win: bigint;
  outcome: unknown;
}

/**
 * Rounds: each is decided here with node:crypto; in play money it moves the session's own balance,
 * with real money it is paid through the platform's seamless wallet: the stake debited (bet), then
 * the win credited (win, zero for a loss, closing the round). A bet whose answer is lost is rolled
 * back, and a win whose answer is lost retried, by the wallet calls' outbox.
 */
export class Rounds {
  readonly #db: DemoGamesDb;
  readonly #wallet: WalletClient;
  readonly #calls: WalletCalls;
  readonly #sessions: Sessions;
  readonly #settings: DemoGamesSettings;

  constructor(deps: { db: DemoGamesDb; wallet: WalletClient; calls: WalletCalls; sessions: Sessions; settings: DemoGamesSettings }) {
    this.#db = deps.db;
    this.#wallet = deps.wallet;
    this.#calls = deps.calls;
    this.#sessions = deps.sessions;
    this.#settings = deps.settings;
  }

  /** Plays one round of the session's game. */
  async play(token: string, request: PlayRequest): Promise<PlayResult> {
    const session = await this.#sessions.session(token);
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

  async #playDemo(session: DemoGamesSession, round: NewRound): Promise<string> {
    return this.#db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('demogames_sessions')
        .set({ demo_balance: sql`demo_balance - ${round.stake} + ${round.win}` })
        .where('token', '=', session.token)
        .where('demo_balance', '>=', round.stake.toString())
        .returning('demo_balance')
        .executeTakeFirst();
      if (!updated) throw new PlayError('INSUFFICIENT_FUNDS', 'Not enough play money for this stake.', 409);
      await this.#insert(tx, session, round, 'closed');
      return fromMinor(BigInt(updated.demo_balance ?? 0), session.decimals);
    });
  }

  #insert(db: DemoGamesDb, session: DemoGamesSession, round: NewRound, state: Round['state']) {
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
  async #playReal(session: DemoGamesSession, round: NewRound): Promise<string | null> {
    await this.#insert(this.#db, session, round, 'betting');
    const row = await this.#db.selectFrom('demogames_rounds').selectAll().where('id', '=', round.id).executeTakeFirstOrThrow();
    const bet = await this.#wallet.call('bet', {
      ...this.#calls.callBase(session, row),
      transactionId: betTransactionId(round.id),
      amount: fromMinor(round.stake, session.decimals),
    });
    if (!bet.answered) {
      // Whether the stake was taken is unknown: roll it back (retried until the platform answers).
      await this.#calls.owe(row, 'rollback_owed', bet.error, 0);
      void this.#calls.deliverDue();
      throw cancelled();
    }
    if (bet.answer.status !== 'OK') {
      await this.#calls.setState(round.id, 'refused', bet.answer.code);
      throw refusal(bet.answer);
    }
    // The stake is taken: from here the win is owed whatever happens to this process (the retry
    // loop takes it over if the call below never finishes). Unless the answer came so late that the
    // sweep has taken the round for a rollback meanwhile (a bet call that never finished, as far as
    // it could tell): the stake is then given back and the round is cancelled, never won.
    const owing = await this.#db
      .updateTable('demogames_rounds')
      .set({ state: 'win_owed', next_attempt_at: new Date(Date.now() + 2 * this.#settings.timeoutMs) })
      .where('id', '=', round.id)
      .where('state', '=', 'betting')
      .executeTakeFirst();
    if (owing.numUpdatedRows === 0n) throw cancelled();
    const win = await this.#calls.sendWin(session, row);
    if (!win.answered) {
      await this.#calls.owe(row, 'win_owed', win.error, 0);
      return null;
    }
    return win.answer.status === 'OK' ? win.answer.balance : null;
  }
}

const REFUSALS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Not enough balance for this stake.',
  LIMIT_REACHED: 'A limit you set has been reached.',
  PLAYER_BLOCKED: 'Play is paused on your account.',
  SESSION_EXPIRED: 'This game session has ended. Open the game again.',
  SESSION_NOT_FOUND: 'This game session has ended. Open the game again.',
};

const cancelled = () =>
  new PlayError('ROUND_CANCELLED', 'The round could not be placed and has been cancelled. Any stake taken is returned.', 503);

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
