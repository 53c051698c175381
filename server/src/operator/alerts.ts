import type { ColumnType, Generated } from 'kysely';
import type { OperatorAlert } from '@app/contract';
import type { Db } from '../db/database.ts';
import { intOption, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';

/** operator_alerts (migration 0041): this module's table. */
type AlertTables = {
  operator_alerts: {
    id: Generated<string>;
    kind: string;
    subject: string;
    detail: ColumnType<Record<string, unknown>, string, string>;
    created_at: Generated<Date>;
  };
};

export interface AlertLog {
  error(object: object, message: string): void;
}

/**
 * Alerts for the operator: each is logged at error level with a stable event name
 * (`operator_alert.<kind>`) and kept in operator_alerts, which `alerts list` (the operator API's
 * /operator/alerts/list) shows, newest first. One per kind and subject: a retry of the same
 * refused call neither logs nor records it twice.
 */
export function createAlerts(deps: { db: Db; log: AlertLog }) {
  const tables = () => deps.db.withTables<AlertTables>();
  return {
    async raise(alert: { kind: string; subject: string; detail: Record<string, unknown> }): Promise<void> {
      const inserted = await tables()
        .insertInto('operator_alerts')
        .values({ kind: alert.kind, subject: alert.subject, detail: JSON.stringify(alert.detail) })
        .onConflict((oc) => oc.columns(['kind', 'subject']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted)
        deps.log.error({ event: `operator_alert.${alert.kind}`, subject: alert.subject, ...alert.detail }, `Operator alert: ${alert.kind}`);
    },

    async list(limit: number): Promise<OperatorAlert[]> {
      const rows = await tables().selectFrom('operator_alerts').selectAll().orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => ({
        id: String(row.id),
        kind: row.kind,
        subject: row.subject,
        detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}
export type Alerts = ReturnType<typeof createAlerts>;

/** The operator's look at the alerts. */
export function alertsOperatorHandlers(alerts: Pick<Alerts, 'list'>): OperatorHandlers<'/operator/alerts/list'> {
  return { '/operator/alerts/list': async (body) => ({ alerts: await alerts.list(body.limit ?? 50) }) };
}

export const alertsCommands: readonly OperatorCommand[] = [
  {
    name: 'alerts list',
    args: '[--limit <n>]',
    help: ["what needs looking at, newest first (a provider's win", 'above the cap, refused)'],
    run(args, call) {
      const limit = intOption(args, '--limit');
      return call('/operator/alerts/list', limit ? { limit } : {});
    },
  },
];
