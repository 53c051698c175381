import { Releases, type ReleasesDeps } from './service.ts';

export { releasesRoutes } from './routes.ts';
export { releasesCommands, releasesOperatorHandlers } from './operator.ts';
export { listReleases, readRelease, RELEASE_FILE } from './release-files.ts';
export { HEALTH_CHECK_ACTOR } from './service.ts';
export type { CanaryGuard, ReleaseAudit, Releases } from './service.ts';

/** Releases and rollouts of the areas: what each area runs, the audit log, and each build's health. */
export function createReleases(deps: ReleasesDeps): Releases {
  return new Releases(deps);
}
