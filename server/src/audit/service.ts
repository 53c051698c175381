import type { OperatorActor, OperatorAuditEntry, OperatorAuditSearch } from '@app/contract';
import type { Db } from '../db/database.ts';
import { keysetPage, keysetWindow } from '../db/keyset.ts';
import { ApiError } from '../http/errors.ts';
import { auditRepository as repository, type AuditFilter, type AuditRow } from './repository.ts';

/** One change as the audit records it. */
export interface AuditChange {
  actor: OperatorActor;
  /** A name the caller gave beside the actor (the release CLI's --actor). */
  actorLabel?: string | null;
  /** The operator endpoint without its /operator/ prefix, or a name of the same form ("releases/auto-rollback"). */
  action: string;
  target: string | null;
  playerId?: string | null;
  before?: unknown;
  after?: unknown;
  detail?: Record<string, unknown> | null;
  reason?: string | null;
  requestId?: string | null;
}

export interface AuditDeps {
  db: Db;
  /** A player by user id or email (for a search by player). */
  findPlayer(ref: string): Promise<{ id: string } | undefined>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PAGE_SIZE = 50;

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

function parsed(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function actorOf(row: AuditRow): OperatorActor {
  return row.actor_kind === 'staff'
    ? { kind: 'staff', staffId: row.actor_staff_id ?? '', email: row.actor_email ?? '', role: row.actor_role as never }
    : { kind: 'service', name: row.actor_name ?? 'service' };
}

function entryOf(row: AuditRow): OperatorAuditEntry {
  return {
    id: row.id,
    at: row.cursor_at,
    actor: actorOf(row),
    actorLabel: row.actor_label,
    action: row.action,
    target: row.target,
    playerId: row.player_id,
    before: parsed(row.before) ?? null,
    after: parsed(row.after) ?? null,
    detail: (parsed(row.detail) ?? null) as Record<string, unknown> | null,
    reason: row.reason,
    requestId: row.request_id,
  };
}

/**
 * The operator audit: every operator change, one entry each, written by `record` inside the
 * transaction of the change (it refuses to write outside one), and read by search and get. Nothing
 * here changes or deletes an entry, and the database refuses it (a trigger).
 */
export function createAudit(deps: AuditDeps) {
  return {
    async record(tx: Db, change: AuditChange): Promise<string> {
      if (!tx.isTransaction) throw new Error('An audit entry is written inside the transaction of its change');
      const { actor } = change;
      return repository.insert(tx, {
        actor_kind: actor.kind,
        actor_staff_id: actor.kind === 'staff' ? actor.staffId : null,
        actor_email: actor.kind === 'staff' ? actor.email : null,
        actor_role: actor.kind === 'staff' ? actor.role : null,
        actor_name: actor.kind === 'service' ? actor.name : null,
        actor_label: change.actorLabel ?? null,
        action: change.action,
        target: change.target,
        player_id: change.playerId ?? null,
        before: json(change.before),
        after: json(change.after),
        detail: json(change.detail ?? undefined),
        reason: change.reason ?? null,
        request_id: change.requestId ?? null,
      });
    },

    /** Entries matching every filter given, newest first, a page at a time (keyset: see db/keyset.ts). */
    async search(query: OperatorAuditSearch): Promise<{ entries: OperatorAuditEntry[]; nextCursor: string | null }> {
      const filter: AuditFilter = {};
      if (query.staff) filter.staff = query.staff.includes('@') ? { email: query.staff } : { id: query.staff };
      if (query.player) {
        const player = await deps.findPlayer(query.player);
        if (!player) return { entries: [], nextCursor: null };
        filter.playerId = player.id;
      }
      if (query.action) filter.action = query.action.replace(/^\/operator\//, '');
      if (query.target) filter.target = query.target;
      if (query.from) filter.from = query.from;
      if (query.to) filter.to = query.to;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { after, limit } = keysetWindow({ cursor: query.cursor, page: 1, pageSize });
      const rows = await repository.search(deps.db, filter, after, limit);
      const page = keysetPage(rows, pageSize);
      return { entries: page.rows.map(entryOf), nextCursor: page.nextCursor };
    },

    /** The newest entries of these actions (on this target, if given): a domain's own log (the release log). */
    async recent(query: { actions: readonly string[]; target?: string; limit: number }): Promise<OperatorAuditEntry[]> {
      const rows = await repository.search(
        deps.db,
        { actions: query.actions, ...(query.target ? { target: query.target } : {}) },
        null,
        query.limit,
      );
      return rows.map(entryOf);
    },

    async get(id: string): Promise<OperatorAuditEntry> {
      const row = UUID.test(id) ? await repository.one(deps.db, id) : undefined;
      if (!row) throw new ApiError('NOT_FOUND', 'No audit entry has this id');
      return entryOf(row);
    },
  };
}
export type Audit = ReturnType<typeof createAudit>;
