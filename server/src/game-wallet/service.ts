import { z } from 'zod';
import { fromMinor, toMinor } from '@app/contract';
import type { BetWriter } from '../bets/index.ts';
import type { Db } from '../db/database.ts';
import { retryTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import { roundMaxWin } from './stake-limits.ts';
import { gameWalletRepository as repository, type GameSessionRow, type WalletAnswer, type WalletTransactionRow } from './repository.ts';

/** What the wallet reads of the catalogue: a game's engine. */
export interface GameEngines {
  launchInfo(gameId: string): Promise<{ engine: string } | undefined>;
}

export interface GameWalletDeps {
  db: Db;
  /** The provider this wallet answers (its name on the ledger and in the URL). */
  provider: string;
  /** The one writer of bets: the only way a stake, a win or a refund moves money. */
  bets: BetWriter;
  /**
   * Transactions (wallet.balance.update follows each commit), the player's balance (what the player
   * may stake: cash and bonus money together) and the currency's decimals (read within a transaction
   * when given one).
   */
  ledger: Pick<Ledger, 'run' | 'balances' | 'decimals'>;
  /** RG_EXCLUDED while a time-out or self-exclusion is in force. */
  assertNotExcluded(userId: string): Promise<void>;
  /** The house's per-bet cap in a currency (minor units), undefined where none is set: a round's wins stay within it. */
  houseCap: { maxWin(currency: string): Promise<bigint | undefined> };
  /** Tells the operator (an alert they see, logged at error level with a stable event name). */
  alert(alert: { kind: string; subject: string; detail: Record<string, unknown> }): Promise<void>;
  /** A session with no bet or balance call for this long has expired (default 12 hours). */
  idleTimeoutMs?: number;
}

/** The HTTP status each refusal is answered with. */
const REFUSAL_STATUS: Record<string, number> = {
  INVALID_SIGNATURE: 401,
  BAD_REQUEST: 400,
  CURRENCY_MISMATCH: 400,
  SESSION_NOT_FOUND: 404,
  SESSION_EXPIRED: 401,
  INSUFFICIENT_FUNDS: 402,
  LIMIT_REACHED: 403,
  PLAYER_BLOCKED: 403,
  CURRENCY_BETTING_CLOSED: 403,
  BET_NOT_FOUND: 404,
  ROUND_CLOSED: 409,
  ROUND_HAS_BET: 409,
  TRANSACTION_ROLLED_BACK: 409,
  DUPLICATE_TRANSACTION: 409,
  WIN_LIMIT_EXCEEDED: 409,
};

/** A refusal answered to the provider; nothing it touched is kept. */
export class WalletRefusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
  get httpStatus(): number {
    return REFUSAL_STATUS[this.code] ?? 400;
  }
  answer(): WalletAnswer {
    return { status: 'ERROR', code: this.code, message: this.message };
  }
}

/** The platform's errors as the codes a provider understands. */
const FROM_API_ERROR: Record<string, [code: string, message: string]> = {
  INSUFFICIENT_FUNDS: ['INSUFFICIENT_FUNDS', 'The player has not enough money'],
  RG_LIMIT_REACHED: ['LIMIT_REACHED', 'A responsible-gambling limit of the player is reached'],
  RG_EXCLUDED: ['PLAYER_BLOCKED', 'The player is excluded from play'],
  BONUS_MAX_STAKE_EXCEEDED: ['LIMIT_REACHED', 'The stake is above the highest one allowed while bonus money is wagering'],
  CURRENCY_BETTING_CLOSED: ['CURRENCY_BETTING_CLOSED', 'Bets are not taken in this currency'],
  GAME_ROUND_NOT_FOUND: ['BET_NOT_FOUND', 'No bet of this round'],
  GAME_ROUND_FINISHED: ['ROUND_CLOSED', 'The round is closed'],
};

/**
 * A win that would take the round above what it may win. Refused, not paid capped: the provider's
 * records and the platform's would then disagree silently; refused, the provider's reconciliation
 * sees the call failed and the operator is alerted. The round stays open for a corrected win.
 */
class WinOverCap extends WalletRefusal {
  readonly detail: Record<string, unknown>;
  constructor(detail: Record<string, unknown>) {
    super('WIN_LIMIT_EXCEEDED', 'The win is above what the round may win');
    this.detail = detail;
  }
}

function asRefusal(error: unknown): unknown {
  if (error instanceof ApiError) {
    const mapped = FROM_API_ERROR[error.reason];
    if (mapped) return new WalletRefusal(mapped[0], mapped[1]);
  }
  return error;
}

const id = z.string().min(1).max(100);
const amount = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/);
const common = { sessionId: id, roundId: id, currency: z.string().min(3).max(10) };
export const walletRequestSchemas = {
  balance: z.object({ sessionId: id }),
  bet: z.object({ ...common, transactionId: id, gameId: id.optional(), amount }),
  win: z.object({ ...common, transactionId: id, gameId: id.optional(), amount, finished: z.boolean().default(true) }),
  rollback: z.object({ ...common, transactionId: id, referenceTransactionId: id, gameId: id.optional() }),
};
export type WalletMethod = keyof typeof walletRequestSchemas;
type Request<M extends WalletMethod> = z.infer<(typeof walletRequestSchemas)[M]>;

/**
 * The seamless wallet a game provider calls: balance, bet (debit), win (credit) and rollback (give
 * a bet back). Every transaction is kept under the provider's transaction id with the answer it was
 * given, in the same database transaction as the money it moved: a replay gets the stored answer and
 * moves nothing. A bet needs a live session; a win or rollback is taken on an ended session too (a
 * provider settling a round after the player left, or retrying).
 */
export class GameWallet {
  readonly #deps: GameWalletDeps;
  readonly #idleMs: number;
  /** The catalogue, which says a game's engine (and so its maximum multiplier); read once a win comes. */
  #games: GameEngines | undefined;

  constructor(deps: GameWalletDeps) {
    this.#deps = deps;
    this.#idleMs = deps.idleTimeoutMs ?? 12 * 3600_000;
  }

  get provider(): string {
    return this.#deps.provider;
  }

  /** Reads each game's engine from the catalogue (made after the wallet: its launcher needs the wallet). */
  readGamesFrom(games: GameEngines): void {
    this.#games = games;
  }

  /**
   * The most one round may win in the session's currency (minor units): its stake times the game's
   * maximum multiplier, within the currency's max win.
   */
  async #maxWin(round: { gameId: string; currency: string; stake: bigint }): Promise<bigint> {
    const engine = (await this.#games?.launchInfo(round.gameId))?.engine;
    return roundMaxWin(round.stake, engine, await this.#deps.houseCap.maxWin(round.currency));
  }

  /** Opens a game session for a player; its id is the token the provider presents. */
  async openSession(session: {
    id: string;
    userId: string;
    currency: string;
    gameId: string;
    gameName: string;
    accountSessionId: string | null;
  }) {
    await repository.insertSession(this.#deps.db, {
      id: session.id,
      provider: this.#deps.provider,
      user_id: session.userId,
      currency: session.currency,
      game_id: session.gameId,
      game_name: session.gameName,
      account_session_id: session.accountSessionId,
    });
  }

  /** Ends the player's game sessions bound to an account session that has ended. */
  accountSessionEnded(userId: string, accountSessionId: string): Promise<number> {
    return repository.endSessions(this.#deps.db, { userId, accountSessionId }, 'account_session_revoked');
  }

  /**
   * Answers one call; refusals come back as answers with their HTTP status, other failures throw. A
   * call whose transaction PostgreSQL ended to break a deadlock, or whose connection was lost before
   * COMMIT, was rolled back whole (its claimed transaction id with it) and is run again: the
   * provider gets the call's answer, not a 500 that would make it roll back a bet the player saw.
   */
  handle(method: WalletMethod, body: unknown): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    const parsed = walletRequestSchemas[method].safeParse(body);
    if (!parsed.success) return Promise.resolve(refused(new WalletRefusal('BAD_REQUEST', 'The request is not valid')));
    return retryTransaction(() => this.#call(method, parsed.data));
  }

  async #call(method: WalletMethod, data: Request<WalletMethod>): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    try {
      switch (method) {
        case 'balance':
          return { httpStatus: 200, answer: await this.balance(data as Request<'balance'>) };
        case 'bet':
          return await this.bet(data as Request<'bet'>);
        case 'win':
          return await this.win(data as Request<'win'>);
        default:
          return await this.rollback(data as Request<'rollback'>);
      }
    } catch (error) {
      const refusal = asRefusal(error);
      if (refusal instanceof WalletRefusal) return refused(refusal);
      throw error;
    }
  }

  async balance(request: Request<'balance'>): Promise<WalletAnswer> {
    const session = await this.#liveSession(request.sessionId);
    await repository.touchSession(this.#deps.db, session.id);
    return this.#ok(session);
  }

  async bet(request: Request<'bet'>): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    const session = await this.#session(request.sessionId, request.currency);
    const known = await this.#replay(request.transactionId, 'bet', request);
    if (known) return known;
    this.#assertLive(session);
    await this.#assertMayPlay(session);
    const stake = await this.#amount(request.amount, session.currency, true);
    return this.#deps.ledger.run(async (tx) => {
      const claimed = await repository.claim(tx, this.#row(session, request, 'bet', stake));
      if (!claimed) return (await this.#replay(request.transactionId, 'bet', request, tx))!;
      const other = await repository.roundBet(tx, this.#deps.provider, request.roundId, session.user_id);
      if (other && other.transaction_id !== request.transactionId) throw new WalletRefusal('ROUND_HAS_BET', 'The round already has a bet');
      const bet = await this.#deps.bets.place(tx, {
        userId: session.user_id,
        gameId: session.game_id,
        gameName: session.game_name,
        isOriginal: false,
        provider: this.#deps.provider,
        currency: session.currency,
        amount: stake,
        reference: this.#reference(request.transactionId),
      });
      await repository.touchSession(tx, session.id);
      return this.#answer(tx, session, request.transactionId, bet.id);
    });
  }

  async win(request: Request<'win'>): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    const session = await this.#session(request.sessionId, request.currency);
    const known = await this.#replay(request.transactionId, 'win', request);
    if (known) return known;
    const amount = await this.#amount(request.amount, session.currency, false);
    // What the round may win, from its stake (which never changes), before the transaction.
    const placed = await repository.roundBet(this.#deps.db, this.#deps.provider, request.roundId, session.user_id);
    const maxWin = placed?.bet_id
      ? await this.#maxWin({ gameId: session.game_id, currency: session.currency, stake: BigInt(placed.amount) })
      : undefined;
    try {
      return await this.#deps.ledger.run(async (tx) => {
        const claimed = await repository.claim(tx, this.#row(session, request, 'win', amount));
        if (!claimed) return (await this.#replay(request.transactionId, 'win', request, tx))!;
        const bet = await repository.roundBet(tx, this.#deps.provider, request.roundId, session.user_id);
        // A bet that arrived while this win was on its way: the provider sends the win again.
        if (!bet?.bet_id || maxWin === undefined) throw new WalletRefusal('BET_NOT_FOUND', 'No bet of this round');
        await this.#assertWithinCap(tx, session, bet, amount, maxWin, request);
        await this.#deps.bets.win(tx, bet.bet_id, amount, this.#reference(request.transactionId), request.finished);
        return this.#answer(tx, session, request.transactionId, bet.bet_id);
      });
    } catch (error) {
      if (error instanceof WinOverCap) {
        await this.#deps.alert({
          kind: 'game_win_over_cap',
          subject: `${this.#deps.provider}:${request.transactionId}`,
          detail: error.detail,
        });
      }
      throw error;
    }
  }

  /** A round's wins together stay within its stake times the game's maximum multiplier and the currency's max win. */
  async #assertWithinCap(
    tx: Db,
    session: GameSessionRow,
    bet: WalletTransactionRow,
    amount: bigint,
    maxWin: bigint,
    request: Request<'win'>,
  ): Promise<void> {
    const placed = await this.#deps.bets.lock(tx, bet.bet_id!);
    // A closed round is refused as such by the bets service.
    if (!placed || placed.status !== 'open') return;
    const stake = BigInt(bet.amount);
    const paid = BigInt(placed.payout);
    if (paid + amount <= maxWin) return;
    const decimals = await this.#deps.ledger.decimals(session.currency, tx);
    throw new WinOverCap({
      provider: this.#deps.provider,
      transactionId: request.transactionId,
      roundId: request.roundId,
      sessionId: session.id,
      userId: session.user_id,
      gameId: session.game_id,
      currency: session.currency,
      amount: fromMinor(amount, decimals),
      stake: fromMinor(stake, decimals),
      paidBefore: fromMinor(paid, decimals),
      maxWin: fromMinor(maxWin, decimals),
    });
  }

  async rollback(request: Request<'rollback'>): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    const session = await this.#session(request.sessionId, request.currency);
    const known = await this.#replay(request.transactionId, 'rollback', request);
    if (known) return known;
    return this.#deps.ledger.run(async (tx) => {
      const row = { ...this.#row(session, request, 'rollback', 0n), reference_transaction_id: request.referenceTransactionId };
      if (!(await repository.claim(tx, row))) return (await this.#replay(request.transactionId, 'rollback', request, tx))!;
      // A bet not seen yet: its id is taken by a voided row, so that it is refused if it arrives late.
      const tombstone = await repository.claim(tx, {
        ...this.#row(session, { ...request, transactionId: request.referenceTransactionId }, 'bet', 0n),
        status: 'voided',
        answer_status: 409,
        answer: new WalletRefusal('TRANSACTION_ROLLED_BACK', 'This transaction has been rolled back').answer(),
      });
      if (!tombstone) await this.#refundBet(tx, session, request);
      return this.#answer(tx, session, request.transactionId);
    });
  }

  /**
   * Gives back the stake of the bet a rollback names (once; never after a win was paid). The bet must
   * be one of this session's, so of this player's: a transaction id alone never reaches another
   * player's round, nor another of the player's sessions.
   */
  async #refundBet(tx: Db, session: GameSessionRow, request: Request<'rollback'>): Promise<void> {
    const target = await repository.transaction(tx, this.#deps.provider, request.referenceTransactionId, true);
    if (target && (target.session_id !== session.id || target.user_id !== session.user_id)) {
      throw new WalletRefusal('BET_NOT_FOUND', 'No such bet in this session');
    }
    if (!target || target.kind !== 'bet') throw new WalletRefusal('BAD_REQUEST', 'Only a bet can be rolled back');
    if (target.status === 'voided' || !target.bet_id) return;
    const bet = await this.#deps.bets.lock(tx, target.bet_id);
    if (!bet) throw new WalletRefusal('BET_NOT_FOUND', 'No such bet');
    if (bet.status === 'rolled_back') return;
    if (bet.status !== 'open' || BigInt(bet.payout) > 0n) throw new WalletRefusal('ROUND_CLOSED', 'A win has been paid on this round');
    await this.#deps.bets.refund(tx, target.bet_id, this.#reference(request.transactionId));
  }

  /** The stored answer of a known transaction id (the same call replayed), or a refusal when the id was used otherwise. */
  async #replay(
    transactionId: string,
    kind: WalletTransactionRow['kind'],
    request: { roundId: string; amount?: string; currency: string },
    executor: Db = this.#deps.db,
  ): Promise<{ httpStatus: number; answer: WalletAnswer } | undefined> {
    const known = await repository.transaction(executor, this.#deps.provider, transactionId);
    if (!known) return undefined;
    if (known.status === 'voided') return { httpStatus: known.answer_status, answer: known.answer };
    const sameAmount =
      request.amount === undefined || BigInt(known.amount) === toMinor(request.amount, await this.#deps.ledger.decimals(known.currency));
    if (known.kind !== kind || known.round_id !== request.roundId || known.currency !== request.currency || !sameAmount) {
      return refused(new WalletRefusal('DUPLICATE_TRANSACTION', 'This transaction id was used for another transaction'));
    }
    return { httpStatus: known.answer_status, answer: known.answer };
  }

  #row(session: GameSessionRow, request: { transactionId: string; roundId: string }, kind: WalletTransactionRow['kind'], amount: bigint) {
    return {
      provider: this.#deps.provider,
      transaction_id: request.transactionId,
      kind,
      status: 'ok' as const,
      session_id: session.id,
      user_id: session.user_id,
      round_id: request.roundId,
      bet_id: null,
      reference_transaction_id: null,
      amount,
      currency: session.currency,
      answer_status: 200,
      answer: { status: 'OK' as const, balance: '', currency: session.currency },
    };
  }

  /** The OK answer with the balance after the call, stored with the transaction. */
  async #answer(
    tx: Db,
    session: GameSessionRow,
    transactionId: string,
    betId?: string,
  ): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    const answer = { ...(await this.#ok(session, tx)), transactionId };
    await repository.answer(tx, this.#deps.provider, transactionId, answer, betId);
    return { httpStatus: 200, answer };
  }

  async #ok(session: GameSessionRow, executor?: Db): Promise<WalletAnswer> {
    const [row] = await this.#deps.ledger.balances(session.user_id, session.currency, executor);
    // What the player may stake: cash and bonus money together.
    const playable = (row?.cash ?? 0n) + (row?.operatorBonus ?? 0n);
    return { status: 'OK', balance: fromMinor(playable, await this.#deps.ledger.decimals(session.currency)), currency: session.currency };
  }

  #reference(transactionId: string): string {
    return `${this.#deps.provider}:${transactionId}`;
  }

  async #session(sessionId: string, currency: string): Promise<GameSessionRow> {
    const session = await repository.session(this.#deps.db, this.#deps.provider, sessionId);
    if (!session) throw new WalletRefusal('SESSION_NOT_FOUND', 'No such session');
    if (session.currency !== currency) throw new WalletRefusal('CURRENCY_MISMATCH', `The session plays in ${session.currency}`);
    return session;
  }

  async #liveSession(sessionId: string): Promise<GameSessionRow> {
    const session = await repository.session(this.#deps.db, this.#deps.provider, sessionId);
    if (!session) throw new WalletRefusal('SESSION_NOT_FOUND', 'No such session');
    this.#assertLive(session);
    return session;
  }

  #assertLive(session: GameSessionRow): void {
    if (session.ended_at || Date.now() - session.last_seen_at.getTime() > this.#idleMs) {
      throw new WalletRefusal('SESSION_EXPIRED', 'The session has ended');
    }
  }

  /** An excluded player's session ends at their next bet. */
  async #assertMayPlay(session: GameSessionRow): Promise<void> {
    try {
      await this.#deps.assertNotExcluded(session.user_id);
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'RG_EXCLUDED') {
        await repository.endSessions(this.#deps.db, { id: session.id, userId: session.user_id }, 'excluded');
      }
      throw error;
    }
  }

  async #amount(text: string, currency: string, positive: boolean): Promise<bigint> {
    let minor: bigint;
    try {
      minor = toMinor(text, await this.#deps.ledger.decimals(currency));
    } catch {
      throw new WalletRefusal('BAD_REQUEST', `The amount has more decimals than ${currency} has`);
    }
    if (positive && minor <= 0n) throw new WalletRefusal('BAD_REQUEST', 'A bet moves a positive amount');
    return minor;
  }
}

function refused(refusal: WalletRefusal): { httpStatus: number; answer: WalletAnswer } {
  return { httpStatus: refusal.httpStatus, answer: refusal.answer() };
}
