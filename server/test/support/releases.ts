import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREAS } from '@app/contract';

/** A release folder as `npm run release` writes it: the build's files and release.json. */
export function writeRelease(
  releasesDir: string,
  area: string,
  version: string,
  options: { createdAt?: string; shared?: Record<string, string> } = {},
): void {
  const folder = join(releasesDir, area, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ id: area, name: area, version }));
  writeFileSync(join(folder, 'remoteEntry.js'), `/* ${area} ${version} */`);
  const { createdAt = '2026-11-01T10:00:00.000Z', shared = {} } = options;
  writeFileSync(join(folder, 'release.json'), JSON.stringify({ area, version, buildId: version, createdAt, exposes: ['./Home'], shared }));
}

/**
 * A deployment's builds in a folder of their own (label names it): the host's page and each area's
 * own build, with an empty folder of releases. Answers the folder, the releases folder and the
 * environment that serves them; the caller removes the folder.
 */
export function deployedBuilds(label: string): { dir: string; releasesDir: string; env: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  mkdirSync(join(dir, 'host'));
  writeFileSync(join(dir, 'host', 'index.html'), '<!doctype html><title>app</title>');
  for (const area of AREAS) {
    mkdirSync(join(dir, 'dist', area), { recursive: true });
    writeFileSync(join(dir, 'dist', area, 'mf-manifest.json'), JSON.stringify({ id: area, dist: true }));
  }
  const releasesDir = join(dir, 'releases');
  const env = {
    SERVE_STATIC: 'true',
    HOST_DIST: join(dir, 'host'),
    RELEASES_DIR: releasesDir,
    ...Object.fromEntries(AREAS.map((area) => [`REMOTE_${area.toUpperCase()}_DIST`, join(dir, 'dist', area)])),
  };
  return { dir, releasesDir, env };
}
