import { sql } from 'kysely';
import type { AreaName } from '@app/contract';
import type { Db } from '../db/database.ts';

export interface RolloutRow {
  area: string;
  stable: string | null;
  canary: string | null;
  canary_percent: number;
  canary_started_at: Date | null;
  updated_at: Date;
}

/** area_rollouts, area_health, area_health_visitors and area_health_minutes: the only code that writes them. */
export const releasesRepository = {
  rollouts(db: Db): Promise<RolloutRow[]> {
    return db.selectFrom('area_rollouts').selectAll().execute();
  },

  rollout(db: Db, area: AreaName): Promise<RolloutRow | undefined> {
    return db.selectFrom('area_rollouts').selectAll().where('area', '=', area).forUpdate().executeTakeFirst();
  },

  async saveRollout(db: Db, row: Omit<RolloutRow, 'updated_at'>): Promise<void> {
    await db
      .insertInto('area_rollouts')
      .values({ ...row, updated_at: new Date() })
      .onConflict((oc) =>
        oc.column('area').doUpdateSet({
          stable: row.stable,
          canary: row.canary,
          canary_percent: row.canary_percent,
          canary_started_at: row.canary_started_at,
          updated_at: new Date(),
        }),
      )
      .execute();
  },

  /** Adds a batch of counts to a build's counters. */
  async addHealth(db: Db, area: AreaName, version: string, counts: { loads: number; loadFailures: number; renderErrors: number }) {
    await db
      .insertInto('area_health')
      .values({ area, version, loads: counts.loads, load_failures: counts.loadFailures, render_errors: counts.renderErrors })
      .onConflict((oc) =>
        oc.columns(['area', 'version']).doUpdateSet({
          loads: sql`area_health.loads + ${counts.loads}`,
          load_failures: sql`area_health.load_failures + ${counts.loadFailures}`,
          render_errors: sql`area_health.render_errors + ${counts.renderErrors}`,
          updated_at: new Date(),
        }),
      )
      .execute();
  },

  health(db: Db, area?: AreaName) {
    let query = db.selectFrom('area_health').selectAll().orderBy('area').orderBy('version');
    if (area) query = query.where('area', '=', area);
    return query.execute();
  },

  /** Adds a batch of counts to a build's minute (`minute`, its start). */
  async addHealthMinute(
    db: Db,
    area: AreaName,
    version: string,
    minute: Date,
    counts: { loads: number; loadFailures: number; renderErrors: number },
  ): Promise<void> {
    await db
      .insertInto('area_health_minutes')
      .values({ area, version, minute, loads: counts.loads, load_failures: counts.loadFailures, render_errors: counts.renderErrors })
      .onConflict((oc) =>
        oc.columns(['area', 'version', 'minute']).doUpdateSet({
          loads: sql`area_health_minutes.loads + ${counts.loads}`,
          load_failures: sql`area_health_minutes.load_failures + ${counts.loadFailures}`,
          render_errors: sql`area_health_minutes.render_errors + ${counts.renderErrors}`,
        }),
      )
      .execute();
  },

  /** The builds' minutes from `from` on, by area, build and minute. */
  healthMinutes(db: Db, from: Date, area?: AreaName) {
    let query = db
      .selectFrom('area_health_minutes')
      .selectAll()
      .where('minute', '>=', from)
      .orderBy('area')
      .orderBy('version')
      .orderBy('minute');
    if (area) query = query.where('area', '=', area);
    return query.execute();
  },

  /** Drops the minutes before `before`. */
  async pruneHealthMinutes(db: Db, before: Date): Promise<void> {
    await db.deleteFrom('area_health_minutes').where('minute', '<', before).execute();
  },

  /** Counts a visitor who reported on a build (once), and whether they ever saw it fail. */
  async addVisitor(db: Db, area: AreaName, version: string, visitor: string, failed: boolean): Promise<void> {
    await db
      .insertInto('area_health_visitors')
      .values({ area, version, visitor, failed })
      .onConflict((oc) =>
        oc.columns(['area', 'version', 'visitor']).doUpdateSet({ failed: sql<boolean>`area_health_visitors.failed or excluded.failed` }),
      )
      .execute();
  },

  /** How many distinct visitors reported on a build, and how many of them saw it fail. */
  async visitors(db: Db, area: AreaName, version: string): Promise<{ visitors: number; failing: number }> {
    const row = await db
      .selectFrom('area_health_visitors')
      .select((eb) => [
        eb.fn.countAll<string>().as('visitors'),
        eb.fn.count<string>(eb.case().when('failed', '=', true).then(1).end()).as('failing'),
      ])
      .where('area', '=', area)
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    return { visitors: Number(row.visitors), failing: Number(row.failing) };
  },

  /** Starts a build's counters afresh (a canary's health is judged on its own run). */
  async resetHealth(db: Db, area: AreaName, version: string): Promise<void> {
    await db.deleteFrom('area_health').where('area', '=', area).where('version', '=', version).execute();
    await db.deleteFrom('area_health_visitors').where('area', '=', area).where('version', '=', version).execute();
  },
};
