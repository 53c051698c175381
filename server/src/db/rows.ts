import type { Kysely, Selectable } from 'kysely';

/** The values a row's columns must hold; null matches a null column (`is null`). */
export type RowMatch<Row> = { [C in keyof Row]?: Row[C] | null };

/**
 * The row of `table` whose columns hold every value given, if there is one: a lookup by a key the
 * caller knows picks one row (its id, or columns unique together). A value left undefined would drop
 * its condition and match some other row, so it throws instead.
 */
export function rowWhere<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  match: RowMatch<Selectable<DB[T]>>,
): Promise<Selectable<DB[T]> | undefined> {
  const columns = Object.entries(match);
  if (columns.length === 0 || columns.some(([, value]) => value === undefined)) {
    throw new Error(`a lookup in ${table} needs a value for each of its columns: ${JSON.stringify(match)}`);
  }
  const tables = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return tables
    .selectFrom(table)
    .selectAll()
    .where((eb) => eb.and(match as Record<string, unknown>))
    .executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;
}
