import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type TransactionSettings } from 'kysely';
import { DelegatingDriver } from './delegating-driver.ts';

/*
 * One transaction around work that was not written for it: while `oneTransaction` runs, every query
 * the work makes on the database (through any Kysely instance of it, a domain's own `db` included)
 * runs on the connection of one transaction opened for it, and every transaction the work opens
 * becomes a savepoint inside that one. The work commits or rolls back as a whole; the effects
 * queued for after a commit (afterCommit) wait for the outer commit.
 *
 * The operator's changes use it: a change and its audit entry are one transaction whichever way the
 * domain writes (see audit/operator.ts). Work inside must not run two transactions side by side
 * (Promise.all of two): they would share one connection's savepoints.
 */

type Effect = () => void | Promise<void>;

interface Scope {
  /** False once the work has ended: anything it left running (a timer) goes back to the pool. */
  open: boolean;
  connection?: Promise<DatabaseConnection>;
  /** Acquisitions of the connection not yet given back: the outer transaction's is first and last. */
  users: number;
  /** Transactions begun on the connection and not yet ended: the first is the real one. */
  depth: number;
  /** Effects of transactions ended inside, run after the outer commit. */
  effects: Effect[];
}

const scopes = new AsyncLocalStorage<Scope>();
const owners = new WeakMap<DatabaseConnection, Scope>();

/** The open scope of the running work, if any. */
function openScope(): Scope | undefined {
  const scope = scopes.getStore();
  return scope?.open ? scope : undefined;
}

/**
 * Whether the running work is inside an open inOneTransaction: what it reads may not be committed
 * yet, so a cache must neither keep it nor answer for it.
 */
export function withinOneTransaction(): boolean {
  return openScope() !== undefined;
}

/**
 * Runs an effect of a write (a cache dropped, other instances told) once the write is committed:
 * now outside an inOneTransaction, after its commit inside one (never if it rolls back).
 */
export async function whenCommitted(effect: Effect): Promise<void> {
  const scope = openScope();
  if (scope && scope.depth > 0) scope.effects.push(effect);
  else await effect();
}

/**
 * Where effects of a transaction that has just ended go: into the outer transaction's queue when
 * it ended inside a `oneTransaction` that is still open (true), else nowhere (false: run them now).
 */
export function deferEffects(effects: readonly Effect[]): boolean {
  const scope = openScope();
  if (!scope || scope.depth === 0) return false;
  scope.effects.push(...effects);
  return true;
}

/**
 * Runs `work` inside one scope; the first thing it does is open the outer transaction (see
 * inOneTransaction in transaction.ts). The deferred effects run once it has committed.
 */
export async function oneTransactionScope<T>(work: () => Promise<T>, report: (error: unknown) => void): Promise<T> {
  const scope: Scope = { open: true, users: 0, depth: 0, effects: [] };
  let result: T;
  try {
    result = await scopes.run(scope, work);
  } finally {
    scope.open = false;
  }
  for (const effect of scope.effects) {
    try {
      await effect();
    } catch (error) {
      report(error);
    }
  }
  return result;
}

/**
 * The driver under every Kysely instance of the database: outside a `oneTransaction` it passes
 * everything through; inside one it hands out the scope's connection and turns nested
 * transactions into savepoints.
 */
export class OneTransactionDriver extends DelegatingDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    const scope = openScope();
    if (!scope) return this.inner.acquireConnection();
    scope.users += 1;
    if (!scope.connection) {
      scope.connection = this.inner.acquireConnection();
      owners.set(await scope.connection, scope);
    }
    return scope.connection;
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const scope = owners.get(connection);
    if (!scope) return this.inner.releaseConnection(connection);
    scope.users -= 1;
    if (scope.users > 0) return;
    owners.delete(connection);
    delete scope.connection;
    await this.inner.releaseConnection(connection);
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const scope = owners.get(connection);
    if (!scope) return this.inner.beginTransaction(connection, settings);
    scope.depth += 1;
    if (scope.depth === 1) return this.inner.beginTransaction(connection, settings);
    await connection.executeQuery(CompiledQuery.raw(`savepoint one_transaction_${scope.depth}`));
  }

  override async commitTransaction(connection: DatabaseConnection) {
    const scope = owners.get(connection);
    if (!scope) return this.inner.commitTransaction(connection);
    const depth = scope.depth;
    scope.depth -= 1;
    if (depth === 1) return this.inner.commitTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`release savepoint one_transaction_${depth}`));
  }

  override async rollbackTransaction(connection: DatabaseConnection) {
    const scope = owners.get(connection);
    if (!scope) return this.inner.rollbackTransaction(connection);
    const depth = scope.depth;
    scope.depth -= 1;
    if (depth === 1) return this.inner.rollbackTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint one_transaction_${depth}`));
    await connection.executeQuery(CompiledQuery.raw(`release savepoint one_transaction_${depth}`));
  }
}
