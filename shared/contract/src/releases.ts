import { z } from 'zod';
import { AREAS } from './areas.ts';
import { isoDateTimeSchema, nameSchema, textSchema } from './common.ts';

/**
 * Releases and rollouts of the areas: an area's build is released as an immutable version served
 * under /remotes/{area}/{version}/; what each area runs is its stable release and, optionally, a
 * canary release shown to a share of visitors.
 */

export const areaNameSchema = z.enum(AREAS);

/** A release version: the area's package version and the build's id, such as 1.4.0-20261124.101500. */
export const releaseVersionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'a release version such as 1.4.0-20261124.101500');

/** What a release carries beside its files (release.json in its folder). */
export const releaseSchema = z.object({
  area: areaNameSchema,
  version: releaseVersionSchema,
  buildId: z.string(),
  createdAt: isoDateTimeSchema,
  /** The pages it exposes (./Deposit, ...). */
  exposes: z.array(z.string()),
  /** The shared packages it needs and the versions it accepts (semver ranges). */
  shared: z.record(z.string(), z.string()),
});
export type Release = z.infer<typeof releaseSchema>;

/** The manifest URL of a release, relative to the page. */
export function releaseEntry(area: string, version: string): string {
  return `/remotes/${area}/${version}/mf-manifest.json`;
}

export const canarySchema = z.object({ entry: z.string().min(1), percent: z.number().int().min(0).max(100) });

/** Where one area lives (see rollout.ts): a manifest URL, or its stable build and an optional canary. */
export const areaRemoteSchema = z.union([
  z.string().min(1),
  z.object({
    stable: z.string().min(1),
    canary: canarySchema.optional(),
    stableVersion: z.string().optional(),
    canaryVersion: z.string().optional(),
  }),
]);
/** The remotes config the host fetches at start (/remotes.json): where each area lives. */
export const remotesConfigSchema = z.record(z.string(), areaRemoteSchema);

/** A rollout's change, as the audit log keeps it. */
export const rolloutActionSchema = z.enum(['set', 'canary', 'promote', 'abort', 'auto-rollback']);
export const auditEntrySchema = z.object({
  id: z.string(),
  area: areaNameSchema,
  action: rolloutActionSchema,
  /** Who made the change (the operator's name, or "health-check" for an automatic rollback). */
  actor: z.string(),
  at: isoDateTimeSchema,
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What an area runs now. */
export const rolloutSchema = z.object({
  area: areaNameSchema,
  stable: z.string().nullable(),
  canary: z.string().nullable(),
  canaryPercent: z.number().int().min(0).max(100),
  updatedAt: isoDateTimeSchema.nullable(),
});
export type Rollout = z.infer<typeof rolloutSchema>;

/**
 * The host's health report, sent in batches: per area and build, the page loads that succeeded,
 * those that failed and the render errors the area's boundary caught. No personal data.
 */
export const healthReportSchema = z.object({
  reports: z
    .array(
      z.object({
        area: areaNameSchema,
        /** The release version, or "default" for an area not run from a release. */
        version: textSchema.max(64),
        /** Page loads of the area that succeeded, those that failed, and render errors after a load. */
        loads: z.number().int().min(0).max(10_000),
        loadFailures: z.number().int().min(0).max(10_000),
        renderErrors: z.number().int().min(0).max(10_000),
      }),
    )
    .max(50),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
export const healthFigureSchema = z.object({
  area: areaNameSchema,
  version: z.string(),
  loads: z.number().int(),
  loadFailures: z.number().int(),
  renderErrors: z.number().int(),
  /** (loadFailures + renderErrors) / (loads + loadFailures): failures per page load attempted. */
  failureRate: z.number(),
});
export type HealthFigure = z.infer<typeof healthFigureSchema>;

/** How far back a build's health is kept minute by minute (the back office's chart). */
export const HEALTH_HISTORY_HOURS = 6;
/** What a build's visitors reported in one minute, and its failures per page load attempted. */
export const healthPointSchema = z.object({
  /** The minute's start. */
  at: isoDateTimeSchema,
  loads: z.number().int(),
  loadFailures: z.number().int(),
  renderErrors: z.number().int(),
  failureRate: z.number(),
});
export type HealthPoint = z.infer<typeof healthPointSchema>;
/** A build's minutes with reports, oldest first (a minute without any report has no point). */
export const healthSeriesSchema = z.object({ area: areaNameSchema, version: z.string(), points: z.array(healthPointSchema) });
export type HealthSeries = z.infer<typeof healthSeriesSchema>;

/** Who made a change, as the audit log records it (the CLI sends the operator's login name). */
const actorSchema = nameSchema.min(1).optional();
const areaRolloutSchema = z.object({ rollout: rolloutSchema });

/** The operator API of releases and rollouts (part of operatorEndpoints). */
export const releaseOperatorEndpoints = {
  '/operator/releases/list': {
    access: 'operator',
    permission: 'releases.manage',
    request: z.object({ area: areaNameSchema.optional() }).strict(),
    response: z.object({ areas: z.array(z.object({ rollout: rolloutSchema, releases: z.array(releaseSchema) })) }),
  },
  '/operator/releases/set': {
    access: 'operator',
    permission: 'releases.manage',
    request: z.object({ area: areaNameSchema, version: releaseVersionSchema, actor: actorSchema }).strict(),
    response: areaRolloutSchema,
  },
  '/operator/releases/canary': {
    access: 'operator',
    permission: 'releases.manage',
    request: z
      .object({ area: areaNameSchema, version: releaseVersionSchema, percent: z.number().int().min(1).max(99), actor: actorSchema })
      .strict(),
    response: areaRolloutSchema,
  },
  '/operator/releases/promote': {
    access: 'operator',
    permission: 'releases.manage',
    request: z.object({ area: areaNameSchema, actor: actorSchema }).strict(),
    response: areaRolloutSchema,
  },
  '/operator/releases/abort': {
    access: 'operator',
    permission: 'releases.manage',
    request: z.object({ area: areaNameSchema, actor: actorSchema }).strict(),
    response: areaRolloutSchema,
  },
  '/operator/releases/audit': {
    access: 'operator',
    permission: 'releases.manage',
    request: z.object({ area: areaNameSchema.optional(), limit: z.number().int().min(1).max(500).optional() }).strict(),
    response: z.object({ entries: z.array(auditEntrySchema) }),
  },
  '/operator/releases/health': {
    access: 'operator',
    permission: 'releases.manage',
    request: z.object({ area: areaNameSchema.optional() }).strict(),
    response: z.object({ figures: z.array(healthFigureSchema) }),
  },
  '/operator/releases/health/history': {
    access: 'operator',
    permission: 'releases.manage',
    request: z.object({ area: areaNameSchema.optional(), hours: z.number().int().min(1).max(HEALTH_HISTORY_HOURS).optional() }).strict(),
    /** Each build's minutes since `from` (the last `hours`, HEALTH_HISTORY_HOURS by default). */
    response: z.object({ from: isoDateTimeSchema, to: isoDateTimeSchema, series: z.array(healthSeriesSchema) }),
  },
} as const;
