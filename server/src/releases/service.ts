import {
  AREAS,
  HEALTH_HISTORY_HOURS,
  releaseEntry,
  releaseVersionSchema,
  type AreaName,
  type AuditEntry,
  type HealthFigure,
  type HealthReport,
  type HealthSeries,
  type OperatorActor,
  type OperatorAuditEntry,
  type Release,
  type RemotesConfig,
  type Rollout,
} from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { RateLimiter } from '../platform/rate-limit.ts';
import { sha256 } from '../platform/secrets.ts';
import { listReleases, readRelease } from './release-files.ts';
import { releasesRepository as repository, type RolloutRow } from './repository.ts';

/**
 * When a canary is rolled back by itself: after at least minLoads page loads, more than
 * maxFailureRate of the distinct visitors who reported on it saw it fail, and they are at least
 * minFailingVisitors. Visitors, not counts: the reports are anonymous, so one sender's word is one
 * visitor's however much it claims.
 */
export interface CanaryGuard {
  maxFailureRate: number;
  minLoads: number;
  minFailingVisitors: number;
  /** Health reports one client address may send per minute (more are refused). */
  reportsPerAddress: number;
}

/** A report counts as one visitor's page loads at most: each count of an entry is taken up to this. */
export const MAX_COUNT_PER_REPORT = 5;

export interface ReleasesDeps {
  db: Db;
  releasesDir: string;
  /** Where areas live when no release is set (the operator's remotes file, or this server's builds). */
  baseRemotesConfig: () => Promise<RemotesConfig>;
  guard: CanaryGuard;
  limiter: RateLimiter;
  log: { warn(object: object, message: string): void };
  /** The operator audit, where every change of a rollout is recorded in its transaction and read back. */
  audit: ReleaseAudit;
  /** Told of each area whose health figures visitors' reports have just changed (the back office follows them). */
  onHealth?(area: AreaName): void;
}

/** What releases need of the operator audit. */
export interface ReleaseAudit {
  record(
    tx: Db,
    change: {
      actor: OperatorActor;
      actorLabel?: string | null;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
      detail: Record<string, unknown>;
      requestId?: string | null;
    },
  ): Promise<unknown>;
  /** The newest entries of these actions (on this target, if given). */
  recent(query: { actions: readonly string[]; target?: string; limit: number }): Promise<OperatorAuditEntry[]>;
}

/** Who changes a rollout: the operator's actor, the name they gave (the CLI's --as), the request. */
export interface ReleaseCaller {
  actor: OperatorActor;
  label?: string | undefined;
  requestId?: string | undefined;
}

/** The name the release log shows for a rollback the health check made, and its actor in the audit. */
export const HEALTH_CHECK_ACTOR = 'health-check';
const HEALTH_CHECK: ReleaseCaller = { actor: { kind: 'service', name: HEALTH_CHECK_ACTOR } };
const ROLLOUT_ACTIONS = ['set', 'canary', 'promote', 'abort', 'auto-rollback'] as const;

/** Who the release log shows for an entry: the name given, else the member of staff, else "operator" (or the health check). */
function shownActor(entry: OperatorAuditEntry): string {
  if (entry.actorLabel) return entry.actorLabel;
  if (entry.actor.kind === 'staff') return entry.actor.email;
  return entry.actor.name === HEALTH_CHECK_ACTOR ? HEALTH_CHECK_ACTOR : 'operator';
}

function rolloutOf(area: AreaName, row: RolloutRow | undefined): Rollout {
  return {
    area,
    stable: row?.stable ?? null,
    canary: row?.canary ?? null,
    canaryPercent: row?.canary ? row.canary_percent : 0,
    updatedAt: row ? row.updated_at.toISOString() : null,
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The start of the minute `at` is in. */
function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** Failed loads and render errors per page load attempted (loads that succeeded plus those that failed). */
function failureRate(figure: { loads: number; loadFailures: number; renderErrors: number }): number {
  return (figure.loadFailures + figure.renderErrors) / Math.max(figure.loads + figure.loadFailures, 1);
}

/**
 * Releases and rollouts: which release each area runs (stable, and a canary for a share of
 * visitors), every change in the audit log, and the health of each build, which rolls a failing
 * canary back by itself.
 */
export class Releases {
  readonly #deps: ReleasesDeps;
  /** The minute this instance last dropped the health minutes past HEALTH_HISTORY_HOURS. */
  #prunedMinute = 0;
  /** The releases a health report has named that exist (area/version). */
  readonly #releasesSeen = new Set<string>();

  constructor(deps: ReleasesDeps) {
    this.#deps = deps;
  }

  /** The remotes config the host reads: the base config, with each area's releases where set. */
  async remotesConfig(): Promise<RemotesConfig> {
    const [base, rows] = await Promise.all([this.#deps.baseRemotesConfig(), repository.rollouts(this.#deps.db)]);
    const config: RemotesConfig = { ...base };
    for (const row of rows) {
      const area = row.area;
      const baseEntry = base[area];
      const stableEntry = row.stable ? releaseEntry(area, row.stable) : typeof baseEntry === 'string' ? baseEntry : baseEntry?.stable;
      if (!stableEntry) continue;
      config[area] = {
        stable: stableEntry,
        ...(row.stable ? { stableVersion: row.stable } : {}),
        ...(row.canary && row.canary_percent > 0
          ? { canary: { entry: releaseEntry(area, row.canary), percent: row.canary_percent }, canaryVersion: row.canary }
          : {}),
      };
    }
    return config;
  }

  async list(area?: AreaName): Promise<Array<{ rollout: Rollout; releases: Release[] }>> {
    const rows = new Map((await repository.rollouts(this.#deps.db)).map((row) => [row.area, row]));
    return (area ? [area] : [...AREAS]).map((name) => ({
      rollout: rolloutOf(name, rows.get(name)),
      releases: listReleases(this.#deps.releasesDir, name),
    }));
  }

  #release(area: AreaName, version: string): Release {
    const release = readRelease(this.#deps.releasesDir, area, version);
    if (!release) throw new ApiError('RELEASE_NOT_FOUND', `${area} has no release ${version}`);
    return release;
  }

  /** Changes an area's rollout in one transaction with its entry in the operator audit. */
  async #change(
    area: AreaName,
    action: AuditEntry['action'],
    by: ReleaseCaller,
    next: (current: RolloutRow | undefined) => Omit<RolloutRow, 'updated_at' | 'area'>,
    detail: (current: RolloutRow | undefined) => Record<string, unknown>,
  ): Promise<Rollout> {
    return this.#deps.db.transaction().execute(async (tx) => {
      const current = await repository.rollout(tx, area);
      const row = { area, ...next(current) };
      await repository.saveRollout(tx, row);
      const after = rolloutOf(area, { ...row, updated_at: new Date() });
      await this.#deps.audit.record(tx, {
        actor: by.actor,
        actorLabel: by.label ?? null,
        action: `releases/${action}`,
        target: `area:${area}`,
        before: rolloutOf(area, current),
        after,
        detail: detail(current),
        requestId: by.requestId ?? null,
      });
      return after;
    });
  }

  /** Rolls an area forward or back to a release; any canary ends. */
  set(area: AreaName, version: string, by: ReleaseCaller): Promise<Rollout> {
    this.#release(area, version);
    return this.#change(
      area,
      'set',
      by,
      () => ({ stable: version, canary: null, canary_percent: 0, canary_started_at: null }),
      (current) => ({ from: current?.stable ?? null, to: version, endedCanary: current?.canary ?? null }),
    );
  }

  /** Shows a release to `percent` of visitors beside the stable one; its health counts afresh. */
  async canary(area: AreaName, version: string, percent: number, by: ReleaseCaller): Promise<Rollout> {
    this.#release(area, version);
    await repository.resetHealth(this.#deps.db, area, version);
    return this.#change(
      area,
      'canary',
      by,
      (current) => ({
        stable: current?.stable ?? null,
        canary: version,
        canary_percent: percent,
        canary_started_at: current?.canary === version ? current.canary_started_at : new Date(),
      }),
      (current) => ({ stable: current?.stable ?? null, canary: version, percent }),
    );
  }

  /** The canary becomes the stable release for everyone. */
  promote(area: AreaName, by: ReleaseCaller): Promise<Rollout> {
    return this.#change(
      area,
      'promote',
      by,
      (current) => {
        if (!current?.canary) throw new ApiError('CANARY_NOT_RUNNING', `${area} has no canary to promote`);
        return { stable: current.canary, canary: null, canary_percent: 0, canary_started_at: null };
      },
      (current) => ({ from: current?.stable ?? null, to: current?.canary }),
    );
  }

  /** Everyone goes back to the stable release. */
  abort(
    area: AreaName,
    by: ReleaseCaller,
    action: 'abort' | 'auto-rollback' = 'abort',
    why: Record<string, unknown> = {},
  ): Promise<Rollout> {
    return this.#change(
      area,
      action,
      by,
      (current) => {
        if (!current?.canary) throw new ApiError('CANARY_NOT_RUNNING', `${area} has no canary to abort`);
        return { stable: current.stable, canary: null, canary_percent: 0, canary_started_at: null };
      },
      (current) => ({ canary: current?.canary, stable: current?.stable ?? null, ...why }),
    );
  }

  /** The release log: the rollout changes the operator audit holds, newest first. */
  async audit(area: AreaName | undefined, limit: number): Promise<AuditEntry[]> {
    const entries = await this.#deps.audit.recent({
      actions: ROLLOUT_ACTIONS.map((action) => `releases/${action}`),
      ...(area ? { target: `area:${area}` } : {}),
      limit,
    });
    return entries.map((entry) => ({
      id: entry.id,
      area: (entry.target ?? '').replace(/^area:/, '') as AreaName,
      action: entry.action.replace(/^releases\//, '') as AuditEntry['action'],
      actor: shownActor(entry),
      at: entry.at,
      detail: entry.detail ?? {},
    }));
  }

  async health(area?: AreaName): Promise<HealthFigure[]> {
    const rows = await repository.health(this.#deps.db, area);
    return rows.map((row) => {
      const figure = { loads: row.loads, loadFailures: row.load_failures, renderErrors: row.render_errors };
      return { area: row.area as AreaName, version: row.version, ...figure, failureRate: failureRate(figure) };
    });
  }

  /**
   * Each build's health minute by minute over the last `hours` (the current minute included), oldest
   * first; a minute without any report has no point.
   */
  async healthHistory(area?: AreaName, hours = HEALTH_HISTORY_HOURS): Promise<{ from: string; to: string; series: HealthSeries[] }> {
    const to = new Date();
    const from = new Date(minuteOf(to).getTime() - hours * HOUR_MS + MINUTE_MS);
    const series = new Map<string, HealthSeries>();
    for (const row of await repository.healthMinutes(this.#deps.db, from, area)) {
      const key = `${row.area}\n${row.version}`;
      let entry = series.get(key);
      if (!entry) {
        entry = { area: row.area as AreaName, version: row.version, points: [] };
        series.set(key, entry);
      }
      const figure = { loads: row.loads, loadFailures: row.load_failures, renderErrors: row.render_errors };
      entry.points.push({ at: new Date(row.minute).toISOString(), ...figure, failureRate: failureRate(figure) });
    }
    return { from: from.toISOString(), to: to.toISOString(), series: [...series.values()] };
  }

  /**
   * Adds a visitor's report (anonymous: `address` is the client's, kept only as a hash), then judges
   * each canary it touches. A report counts as one visitor's page loads at most (each count taken up
   * to MAX_COUNT_PER_REPORT), an address sends at most guard.reportsPerAddress a minute
   * (RATE_LIMITED), and a canary is rolled back only on the failures of many distinct visitors (see
   * CanaryGuard); the rollback and what it rested on are in the audit log. The counts go to the
   * build's totals and, for an area's own build or a release there is, to the minute's.
   */
  async record(report: HealthReport, address: string): Promise<void> {
    const { reportsPerAddress } = this.#deps.guard;
    const decision = await this.#deps.limiter.hit(`health:addr:${sha256(address)}`, reportsPerAddress, 60);
    if (!decision.allowed) throw new ApiError('RATE_LIMITED', 'Too many health reports', { retryAfter: decision.retryAfter });
    const visitor = sha256(`health-visitor:${address}`);
    const minute = minuteOf(new Date());
    for (const entry of report.reports) {
      const counts = {
        loads: Math.min(entry.loads, MAX_COUNT_PER_REPORT),
        loadFailures: Math.min(entry.loadFailures, MAX_COUNT_PER_REPORT),
        renderErrors: Math.min(entry.renderErrors, MAX_COUNT_PER_REPORT),
      };
      if (counts.loads + counts.loadFailures + counts.renderErrors === 0) continue;
      await repository.addHealth(this.#deps.db, entry.area, entry.version, counts);
      if (this.#kept(entry.area, entry.version)) {
        await repository.addHealthMinute(this.#deps.db, entry.area, entry.version, minute, counts);
      }
      await repository.addVisitor(this.#deps.db, entry.area, entry.version, visitor, counts.loadFailures + counts.renderErrors > 0);
    }
    await this.#pruneHistory(minute);
    const areas = new Set(report.reports.map((entry) => entry.area));
    for (const area of areas) {
      await this.#judgeCanary(area);
      this.#deps.onHealth?.(area);
    }
  }

  /**
   * Whether a build's minutes are kept: the area's own build ("default") or one of its releases; a
   * version no release has (anyone may report any) is counted in the totals only.
   */
  #kept(area: AreaName, version: string): boolean {
    const key = `${area}/${version}`;
    if (version === 'default' || this.#releasesSeen.has(key)) return true;
    if (!releaseVersionSchema.safeParse(version).success || !readRelease(this.#deps.releasesDir, area, version)) return false;
    // A release is never changed or taken back once written.
    this.#releasesSeen.add(key);
    return true;
  }

  /** Drops the health minutes past HEALTH_HISTORY_HOURS, at most once a minute on this instance. */
  async #pruneHistory(minute: Date): Promise<void> {
    if (minute.getTime() <= this.#prunedMinute) return;
    this.#prunedMinute = minute.getTime();
    await repository.pruneHealthMinutes(this.#deps.db, new Date(minute.getTime() - HEALTH_HISTORY_HOURS * HOUR_MS));
  }

  async #judgeCanary(area: AreaName): Promise<void> {
    const rollout = (await repository.rollouts(this.#deps.db)).find((row) => row.area === area);
    if (!rollout?.canary) return;
    const figure = (await this.health(area)).find((entry) => entry.version === rollout.canary);
    const { maxFailureRate, minLoads, minFailingVisitors } = this.#deps.guard;
    if (!figure || figure.loads + figure.loadFailures < minLoads) return;
    const { visitors, failing } = await repository.visitors(this.#deps.db, area, rollout.canary);
    const visitorFailureRate = failing / Math.max(visitors, 1);
    if (failing < minFailingVisitors || visitorFailureRate <= maxFailureRate) return;
    try {
      await this.abort(area, HEALTH_CHECK, 'auto-rollback', {
        loads: figure.loads,
        loadFailures: figure.loadFailures,
        renderErrors: figure.renderErrors,
        failureRate: Number(figure.failureRate.toFixed(4)),
        visitors,
        failingVisitors: failing,
        visitorFailureRate: Number(visitorFailureRate.toFixed(4)),
        maxFailureRate,
        minLoads,
        minFailingVisitors,
      });
      this.#deps.log.warn(
        { area, canary: rollout.canary, visitors, failingVisitors: failing, visitorFailureRate },
        'canary rolled back by the health check',
      );
    } catch (error) {
      // Another instance rolled it back first.
      if (!(error instanceof ApiError && error.reason === 'CANARY_NOT_RUNNING')) throw error;
    }
  }
}
