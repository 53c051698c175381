// Area releases: one area's build made into an immutable, versioned release beside the earlier
// ones ({releasesDir}/{area}/{version}/), after a check that it fits the host it will run in.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { AreaName } from '@app/contract/areas';
import { ROUTES } from '@app/host/routes';
import { repoRoot } from './run.ts';

/** The parts of an mf-manifest.json the check reads. */
export interface FederationManifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: Array<{ name: string; version?: string; requiredVersion?: string; singleton?: boolean }>;
  exposes?: Array<{ name: string }>;
}

export interface CompatibilityProblem {
  kind: 'missing-page' | 'shared-version' | 'shared-missing';
  message: string;
}

/** The pages of an area the host's route table loads. */
export function requiredPages(area: AreaName): string[] {
  const pages = new Set<string>();
  for (const route of ROUTES) if ('area' in route.owner && route.owner.area === area) pages.add(route.owner.page);
  return [...pages].sort();
}

/**
 * What would break if the host ran this build of the area: a page its route table loads that the
 * build does not expose, or a shared package the build requires in a version the host does not
 * provide (semver, as Module Federation resolves a shared singleton).
 */
export function checkCompatibility(area: AreaName, release: FederationManifest, host: FederationManifest): CompatibilityProblem[] {
  const problems: CompatibilityProblem[] = [];
  const exposed = new Set((release.exposes ?? []).map((expose) => expose.name.replace(/^\.\//, '')));
  for (const page of requiredPages(area)) {
    if (!exposed.has(page)) {
      problems.push({ kind: 'missing-page', message: `The host's route table loads ${area}/${page}, which this build does not expose.` });
    }
  }
  const provided = new Map((host.shared ?? []).map((entry) => [entry.name, entry.version]));
  for (const entry of release.shared ?? []) {
    if (!entry.singleton || !entry.requiredVersion) continue;
    const version = provided.get(entry.name);
    if (!version) {
      problems.push({ kind: 'shared-missing', message: `It shares ${entry.name}, which the host does not provide.` });
    } else if (!semver.satisfies(version, entry.requiredVersion, { includePrerelease: true })) {
      problems.push({
        kind: 'shared-version',
        message: `It requires ${entry.name} ${entry.requiredVersion}; the host provides ${version}.`,
      });
    }
  }
  return problems;
}

export interface ReleaseRecord {
  area: AreaName;
  version: string;
  buildId: string;
  createdAt: string;
  exposes: string[];
  shared: Record<string, string>;
}

/** The area's own version: the one in remotes/<area>/package.json, bumped with changesets. */
export function areaPackageVersion(area: AreaName, root = repoRoot): string {
  const manifest = JSON.parse(readFileSync(join(root, 'remotes', area, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string' || !semver.valid(manifest.version)) {
    throw new Error(`remotes/${area}/package.json has no valid version.`);
  }
  return manifest.version;
}

/** A release version: the area's package version and the time of the release (UTC, to the millisecond), e.g. 1.0.0-20261124.101500123. */
export function releaseVersion(packageVersion: string, now = new Date()): string {
  const digits = now.toISOString().replace(/\D/g, '');
  return `${packageVersion}-${digits.slice(0, 8)}.${digits.slice(8, 17)}`;
}

/**
 * Copies a built area into {releasesDir}/{area}/{version}/ with its release.json. A release is
 * immutable: an existing version is never overwritten.
 */
export function storeRelease(options: {
  area: AreaName;
  version: string;
  buildDir: string;
  releasesDir: string;
  now?: Date;
}): ReleaseRecord {
  const { area, version, buildDir, releasesDir } = options;
  const target = join(releasesDir, area, version);
  if (existsSync(target)) throw new Error(`${area} ${version} is already released; a release never changes.`);
  const manifest = JSON.parse(readFileSync(join(buildDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const record: ReleaseRecord = {
    area,
    version,
    buildId: version,
    createdAt: (options.now ?? new Date()).toISOString(),
    exposes: (manifest.exposes ?? []).map((expose) => `./${expose.name.replace(/^\.\//, '')}`),
    shared: Object.fromEntries((manifest.shared ?? []).map((entry) => [entry.name, entry.requiredVersion ?? entry.version ?? '*'])),
  };
  // Written beside the target and renamed into place, so a release folder is either whole or absent.
  const staging = `${target}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(join(releasesDir, area), { recursive: true });
  cpSync(buildDir, staging, { recursive: true });
  writeFileSync(join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
  renameSync(staging, target);
  return record;
}
