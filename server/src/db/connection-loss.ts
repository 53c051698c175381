import type { DatabaseConnection } from 'kysely';
import { DelegatingDriver } from './delegating-driver.ts';

/*
 * A connection to PostgreSQL lost or refused: the database restarting or failing over
 * (57P01 "terminating connection due to administrator command", 57P02, 57P03 "the database system
 * is starting up" or "shutting down"), a backend ended by pg_terminate_backend, a connection refused
 * or cut (class 08, ECONNREFUSED, ECONNRESET), too many connections for a moment (53300). Nothing
 * is wrong with the call itself: the same work succeeds once the database is back, and the pool
 * drops the dead connection and opens a new one by itself.
 */

const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** What the pg client says, without a code, of a connection that ended under it. */
const CONNECTION_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|is not queryable|timeout exceeded when trying to connect|Client was closed/;

/** The error, its causes and, for an AggregateError (a refused connection on each address), the errors in it. */
function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    yield current;
    queue.push((current as { cause?: unknown }).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...inner);
  }
}

/**
 * The connection a transaction ran on was lost while it committed: PostgreSQL may have committed
 * it or not, and no one can tell from here. It is never run again in process (it might then happen
 * twice); the caller is answered 503 and sends the call again with its Idempotency-Key, which
 * replays the answer if it went through and does the work if it did not.
 */
export class CommitOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super('The connection to the database was lost while the transaction committed: it may or may not have committed', { cause });
    this.name = 'CommitOutcomeUnknown';
  }
}

/** Whether the error says the connection to the database was lost or refused (see above), COMMIT's included. */
export function isConnectionLoss(error: unknown): boolean {
  for (const current of chain(error)) {
    if (current instanceof CommitOutcomeUnknown) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_STATES.has(code) || SOCKET_CODES.has(code))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Whether the connection was lost during COMMIT (the transaction may have committed). */
export function isCommitOutcomeUnknown(error: unknown): boolean {
  for (const current of chain(error)) if (current instanceof CommitOutcomeUnknown) return true;
  return false;
}

/**
 * Tells a lost connection's failures apart: a COMMIT that failed on one is a CommitOutcomeUnknown;
 * a ROLLBACK that fails on one is let go (a server whose client is gone rolls the transaction back
 * itself), so the failure that made the transaction roll back is the one thrown, and what it says
 * is not hidden by the rollback's "not queryable".
 */
export class ConnectionLossDriver extends DelegatingDriver {
  override async commitTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.commitTransaction(connection);
    } catch (error) {
      throw isConnectionLoss(error) ? new CommitOutcomeUnknown(error) : error;
    }
  }
  override async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.rollbackTransaction(connection);
    } catch (error) {
      if (!isConnectionLoss(error)) throw error;
    }
  }
}
