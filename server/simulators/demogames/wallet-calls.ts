import { fromMinor } from '@app/contract';
import { Outbox, retryAfter } from '../shared/outbox.ts';
import type { DemoGamesDb, DemoGamesSettings, Round, WalletSession } from './model.ts';
import type { WalletClient, WalletResult } from './wallet-client.ts';

export const betTransactionId = (roundId: string) => `${roundId}-bet`;
export const winTransactionId = (roundId: string) => `${roundId}-win`;
export const rollbackTransactionId = (roundId: string) => `${roundId}-rollback`;

/** An owed call as the outbox reads it: the round with what its calls need of its session. */
type OwedRound = Round & WalletSession;

/**
 * A round's calls after its bet, and their retries: the win (zero for a loss) closes a round whose
 * stake was taken, a rollback gives back a stake whose bet went unanswered. A call whose answer is
 * lost stays owed in the rounds table and is sent again from the outbox, with growing delays, until
 * the platform answers it (or it is given up, for the operator to settle by hand).
 */
export class WalletCalls {
  readonly #db: DemoGamesDb;
  readonly #wallet: WalletClient;
  readonly #settings: DemoGamesSettings;
  readonly #outbox: Outbox<OwedRound>;

  constructor(db: DemoGamesDb, wallet: WalletClient, settings: DemoGamesSettings) {
    this.#db = db;
    this.#wallet = wallet;
    this.#settings = settings;
    this.#outbox = new Outbox({
      due: () => this.#due(),
      deliver: (row) => this.#retry(row),
      // Each owed call is a round of its own: several are sent at once.
      concurrency: 8,
      failure: 'Demo games wallet retry failed',
      log: settings.log,
    });
  }

  /** What every wallet call of a round carries. */
  callBase(session: WalletSession, round: Round) {
    return {
      sessionId: session.wallet_session,
      playerId: session.player_ref,
      roundId: round.id,
      gameId: round.game_id,
      currency: session.currency,
    };
  }

  async sendWin(session: WalletSession, round: Round) {
    const result = await this.#wallet.call('win', {
      ...this.callBase(session, round),
      transactionId: winTransactionId(round.id),
      amount: fromMinor(BigInt(round.win), session.decimals),
      finished: true,
    });
    return this.#record(round.id, result, 'closed');
  }

  async #sendRollback(session: WalletSession, round: Round) {
    const result = await this.#wallet.call('rollback', {
      ...this.callBase(session, round),
      transactionId: rollbackTransactionId(round.id),
      referenceTransactionId: betTransactionId(round.id),
    });
    return this.#record(round.id, result, 'rolled_back');
  }

  /** An answered call finishes the round: in `done` when the wallet took it, else failed with the wallet's code. */
  async #record(roundId: string, result: WalletResult, done: 'closed' | 'rolled_back'): Promise<WalletResult> {
    if (!result.answered) return result;
    const { answer } = result;
    await this.setState(roundId, answer.status === 'OK' ? done : 'failed', answer.status === 'OK' ? null : answer.code);
    return result;
  }

  async setState(id: string, state: Round['state'], error: string | null): Promise<void> {
    const finished = state === 'closed' || state === 'rolled_back' || state === 'refused' || state === 'failed';
    if (state === 'failed') this.#settings.log?.warn(`Demo games round ${id} was refused by the wallet: ${error ?? ''}`);
    await this.#db
      .updateTable('demogames_rounds')
      .set({ state, last_error: error, next_attempt_at: null, ...(finished ? { closed_at: new Date() } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** Records a call still owed and when to try it next (growing delays; given up after maxAttempts). */
  async owe(round: Round, state: 'win_owed' | 'rollback_owed', error: string, attemptsBefore: number): Promise<void> {
    const attempts = attemptsBefore + 1;
    const { giveUp, delayMs } = retryAfter(this.#settings, attempts);
    if (giveUp) this.#settings.log?.warn(`Demo games gave up the ${state} call of round ${round.id} after ${attempts} attempts: ${error}`);
    await this.#db
      .updateTable('demogames_rounds')
      .set({
        state: giveUp ? 'failed' : state,
        attempts,
        last_error: error.slice(0, 500),
        next_attempt_at: giveUp ? null : new Date(Date.now() + (attemptsBefore === 0 && state === 'rollback_owed' ? 0 : delayMs)),
      })
      .where('id', '=', round.id)
      .execute();
  }

  async #due(): Promise<OwedRound[]> {
    // A round whose bet call never finished (the process stopped meanwhile) is rolled back.
    await this.#db
      .updateTable('demogames_rounds')
      .set({ state: 'rollback_owed', next_attempt_at: new Date(), last_error: 'the bet call did not finish' })
      .where('state', '=', 'betting')
      .where('created_at', '<', new Date(Date.now() - 2 * this.#settings.timeoutMs))
      .execute();
    // The due rounds are taken for a lease past the call's timeout (rows another instance is taking
    // are skipped): two instances never send the same call at once, and a call whose sender stopped
    // is due again once its lease ends.
    const taken = await this.#db
      .updateTable('demogames_rounds')
      .set({ next_attempt_at: new Date(Date.now() + 2 * this.#settings.timeoutMs + 1000) })
      .where('id', 'in', (due) =>
        due
          .selectFrom('demogames_rounds')
          .select('id')
          .where('state', 'in', ['win_owed', 'rollback_owed'])
          .where('next_attempt_at', '<=', new Date())
          .orderBy('next_attempt_at')
          .limit(20)
          .forUpdate()
          .skipLocked(),
      )
      .returning('id')
      .execute();
    if (taken.length === 0) return [];
    return this.#db
      .selectFrom('demogames_rounds')
      .innerJoin('demogames_sessions', 'demogames_sessions.token', 'demogames_rounds.session_token')
      .selectAll('demogames_rounds')
      .select([
        'demogames_sessions.wallet_session',
        'demogames_sessions.player_ref',
        'demogames_sessions.currency',
        'demogames_sessions.decimals',
      ])
      .where(
        'demogames_rounds.id',
        'in',
        taken.map((row) => row.id),
      )
      .where('demogames_rounds.state', 'in', ['win_owed', 'rollback_owed'])
      .execute();
  }

  async #retry(row: OwedRound): Promise<void> {
    const result = row.state === 'win_owed' ? await this.sendWin(row, row) : await this.#sendRollback(row, row);
    if (!result.answered) await this.owe(row, row.state as 'win_owed' | 'rollback_owed', result.error, row.attempts);
  }

  /** Sends every owed wallet call that is due (one pass; overlapping calls share it). */
  deliverDue(): Promise<void> {
    return this.#outbox.deliverDue();
  }

  /** Retries owed calls every intervalMs until closed. */
  start(intervalMs: number): void {
    this.#outbox.start(intervalMs);
  }

  close(): Promise<void> {
    return this.#outbox.close();
  }
}
