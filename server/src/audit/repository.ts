import { sql, type ColumnType, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import { afterPosition, cursorAt, type KeysetPosition } from '../db/keyset.ts';

type Json = ColumnType<unknown, string | null, never>;

/** operator_audit (migration 0047): this domain's table. Rows are inserted, never updated (a trigger refuses it). */
export type AuditTables = {
  operator_audit: {
    id: Generated<string>;
    created_at: ColumnType<Date, never, never>;
    actor_kind: 'staff' | 'service';
    actor_staff_id: string | null;
    actor_email: string | null;
    actor_role: string | null;
    actor_name: string | null;
    actor_label: string | null;
    action: string;
    target: string | null;
    player_id: string | null;
    before: Json;
    after: Json;
    detail: Json;
    reason: string | null;
    request_id: string | null;
  };
};
type Generated<T> = ColumnType<T, never, never>;

/** Every column an entry is written with (the id and time are the database's). */
export type NewAuditRow = Required<Insertable<AuditTables['operator_audit']>>;

export interface AuditFilter {
  staff?: { id: string } | { email: string };
  playerId?: string;
  action?: string;
  /** Any of these actions. */
  actions?: readonly string[];
  target?: string;
  from?: string;
  to?: string;
}

const tables = (db: Db): Kysely<AuditTables> => db.withTables<AuditTables>() as unknown as Kysely<AuditTables>;

const entryColumns = [
  'id',
  'actor_kind',
  'actor_staff_id',
  'actor_email',
  'actor_role',
  'actor_name',
  'actor_label',
  'action',
  'target',
  'player_id',
  'before',
  'after',
  'detail',
  'reason',
  'request_id',
] as const;

export const auditRepository = {
  async insert(tx: Db, row: NewAuditRow): Promise<string> {
    const inserted = await tables(tx).insertInto('operator_audit').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** A page of entries matching the filter, newest first, after the position (one more than `limit` asked by the caller). */
  search(db: Db, filter: AuditFilter, after: KeysetPosition | null, limit: number) {
    let query = tables(db)
      .selectFrom('operator_audit')
      .select([...entryColumns, cursorAt.as('cursor_at')]);
    if (filter.staff)
      query =
        'id' in filter.staff
          ? query.where('actor_staff_id', '=', filter.staff.id)
          : query.where(sql<string>`lower(actor_email)`, '=', filter.staff.email.toLowerCase());
    if (filter.playerId) query = query.where('player_id', '=', filter.playerId);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.actions) query = query.where('action', 'in', [...filter.actions]);
    if (filter.target) query = query.where('target', '=', filter.target);
    if (filter.from) query = query.where(sql<boolean>`created_at >= ${filter.from}::timestamptz`);
    if (filter.to) query = query.where(sql<boolean>`created_at < ${filter.to}::timestamptz`);
    if (after) query = query.where(afterPosition(after));
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },

  one(db: Db, id: string) {
    return tables(db)
      .selectFrom('operator_audit')
      .select([...entryColumns, cursorAt.as('cursor_at')])
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
export type AuditRow = NonNullable<Awaited<ReturnType<typeof auditRepository.one>>>;
