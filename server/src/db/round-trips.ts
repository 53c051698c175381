import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, DatabaseConnection, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import { DelegatingDriver } from './delegating-driver.ts';

/** The statements sent to the database by one piece of work (a request, a test's call). */
export interface RoundTrips {
  count: number;
  /** The statements' SQL in the order sent, when asked for (a profile); transaction control as BEGIN, COMMIT... */
  statements?: string[];
}

const scope = new AsyncLocalStorage<RoundTrips>();

function record(text: string): void {
  const trips = scope.getStore();
  if (!trips) return;
  trips.count += 1;
  trips.statements?.push(text);
}

/**
 * Runs `work` counting every statement it sends to the database (each query, and each BEGIN, COMMIT,
 * ROLLBACK and savepoint): the round trips a call costs. Work started inside, awaited or not, counts
 * towards the same figure; work outside (background loops, other requests) does not.
 */
export function countRoundTrips<T>(trips: RoundTrips, work: () => T): T {
  return scope.run(trips, work);
}

/** Runs `work` and answers its result with the statements it sent (their SQL, in order). */
export async function profileRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const trips: RoundTrips = { count: 0, statements: [] };
  const result = await countRoundTrips(trips, work);
  return { result, statements: trips.statements ?? [] };
}

/**
 * A driver that counts, in the scope of countRoundTrips, each statement its connections send. The
 * transaction control a driver sends through its connection (Postgres) is counted once, as the
 * control call it is (PGlite sends it another way).
 */
export class CountingDriver extends DelegatingDriver {
  /** Connections sending a control statement (BEGIN...): their query is that statement, already counted. */
  readonly #controlling = new WeakSet<DatabaseConnection>();
  readonly #counted = new WeakSet<DatabaseConnection>();

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    if (!this.#counted.has(connection)) {
      this.#counted.add(connection);
      const execute = connection.executeQuery.bind(connection);
      const controlling = this.#controlling;
      connection.executeQuery = <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        if (!controlling.has(connection)) record(query.sql);
        return execute<R>(query);
      };
    }
    return connection;
  }

  async #control(connection: DatabaseConnection, text: string, call: () => Promise<void> | undefined): Promise<void> {
    record(text);
    this.#controlling.add(connection);
    try {
      await call();
    } finally {
      this.#controlling.delete(connection);
    }
  }

  override beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#control(connection, 'BEGIN', () => super.beginTransaction(connection, settings));
  }
  override commitTransaction(connection: DatabaseConnection) {
    return this.#control(connection, 'COMMIT', () => super.commitTransaction(connection));
  }
  override rollbackTransaction(connection: DatabaseConnection) {
    return this.#control(connection, 'ROLLBACK', () => super.rollbackTransaction(connection));
  }
  override savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#control(connection, `SAVEPOINT ${name}`, () => super.savepoint(connection, name, compile));
  }
  override rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#control(connection, `ROLLBACK TO SAVEPOINT ${name}`, () => super.rollbackToSavepoint(connection, name, compile));
  }
  override releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#control(connection, `RELEASE SAVEPOINT ${name}`, () => super.releaseSavepoint(connection, name, compile));
  }
}
