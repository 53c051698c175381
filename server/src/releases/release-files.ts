import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseSchema, type AreaName, type Release } from '@app/contract';

/** The file beside a release's build that describes it. */
export const RELEASE_FILE = 'release.json';

/**
 * The releases on disk: {releasesDir}/{area}/{version}/ holds one immutable build and its
 * release.json. Read on demand, newest first (a release is never changed once written).
 */
export function listReleases(releasesDir: string, area: AreaName): Release[] {
  const folder = join(releasesDir, area);
  if (!existsSync(folder)) return [];
  const releases: Release[] = [];
  for (const version of readdirSync(folder)) {
    const release = readRelease(releasesDir, area, version);
    if (release) releases.push(release);
  }
  return releases.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.version.localeCompare(a.version));
}

export function readRelease(releasesDir: string, area: AreaName, version: string): Release | undefined {
  const file = join(releasesDir, area, version, RELEASE_FILE);
  if (!existsSync(file)) return undefined;
  const parsed = releaseSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success && parsed.data.area === area && parsed.data.version === version ? parsed.data : undefined;
}
