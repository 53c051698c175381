import type { Db } from './database.ts';
import { isCommitOutcomeUnknown, isConnectionLoss } from './connection-loss.ts';
import { deferEffects, oneTransactionScope } from './one-transaction.ts';

type Effect = () => void | Promise<void>;

/** The effects waiting for each open transaction's commit (keyed by the transaction's Kysely instance). */
const pending = new WeakMap<Db, Effect[]>();

/** Where an effect that failed after the commit is reported (the commit stands whatever happens). */
let reportEffectFailure: (error: unknown) => void = (error) => {
  process.emitWarning(`An effect after a commit failed: ${error instanceof Error ? error.message : String(error)}`);
};

export function onEffectFailure(report: (error: unknown) => void): void {
  reportEffectFailure = report;
}

/**
 * Runs work in one database transaction and, once it has committed, the effects queued with
 * afterCommit (realtime pushes): nothing is announced that did not happen. Given a transaction
 * opened here (`executor`), the work joins it and its effects wait for that transaction's commit.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, executor?: Db): Promise<T> {
  if (executor?.isTransaction) {
    if (!pending.has(executor)) throw new Error('Join only a transaction opened by inTransaction()');
    return work(executor);
  }
  const effects: Effect[] = [];
  const result = await (executor ?? db).transaction().execute(async (tx) => {
    pending.set(tx, effects);
    try {
      return await work(tx);
    } finally {
      pending.delete(tx);
    }
  });
  // Inside inOneTransaction the commit above was a savepoint's: the effects wait for the real one.
  if (deferEffects(effects)) return result;
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      reportEffectFailure(error);
    }
  }
  return result;
}

/** Queues an effect that runs only after the transaction commits (never when it rolls back). */
export function afterCommit(tx: Db, effect: Effect): void {
  const queue = pending.get(tx);
  if (!queue) throw new Error('afterCommit needs a transaction opened by inTransaction()');
  queue.push(effect);
}

/**
 * Runs work, written with or without transactions of its own, as one transaction: every query it
 * makes on the database joins this transaction, and every transaction it opens is a savepoint in
 * it (see one-transaction.ts). `tx` is the outer transaction, for what the caller writes beside
 * the work (the operator audit's entry). Effects wait for the one commit.
 */
export function inOneTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return oneTransactionScope(
    () => inTransaction(db, work),
    (error) => reportEffectFailure(error),
  );
}

/**
 * What PostgreSQL answers when it ends a transaction to break a deadlock (40P01) or because it could
 * not be serialized with another (40001): all of its work is rolled back, and running it again is
 * safe.
 */
const CONFLICT_STATES = new Set(['40P01', '40001']);

/** Whether the error is a transaction PostgreSQL ended to break a conflict with another (see CONFLICT_STATES). */
export function isConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONFLICT_STATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How many times a transaction PostgreSQL ended for a conflict is run in all. */
export const CONFLICT_ATTEMPTS = 5;

/**
 * How many times a transaction that lost its connection before COMMIT is run in all, and the first
 * pause (doubled each time: 0.1, 0.2, 0.4, 0.8 s, about 1.5 s in all, what a fast restart of
 * PostgreSQL or a failover takes to accept connections again).
 */
export const CONNECTION_ATTEMPTS = 5;
export const CONNECTION_PAUSE_MS = 100;

/**
 * Runs a transaction (`run` opens it, whole) and runs it again when nothing of it can have stayed:
 * - PostgreSQL ended it to break a deadlock or a serialization conflict (up to CONFLICT_ATTEMPTS
 *   times, after a short random pause: the other transaction has gone on meanwhile);
 * - its connection was lost or refused before COMMIT (the database restarting, a backend ended:
 *   up to CONNECTION_ATTEMPTS times, after a growing pause; the pool opens a new connection).
 * A connection lost during COMMIT (CommitOutcomeUnknown) is never run again: it may have
 * committed. Any other failure, or the last attempt's, is thrown as it is.
 */
export async function retryTransaction<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (isConflict(error) && attempt < CONFLICT_ATTEMPTS) {
        await sleep(Math.random() * 20 * attempt);
      } else if (isConnectionLoss(error) && !isCommitOutcomeUnknown(error) && attempt < CONNECTION_ATTEMPTS) {
        await sleep(CONNECTION_PAUSE_MS * 2 ** (attempt - 1) * (0.75 + Math.random() / 2));
      } else {
        throw error;
      }
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
