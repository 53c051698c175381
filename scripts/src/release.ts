// `npm run release -- <area> [--force]`: builds one area into an immutable, versioned release kept
// beside the earlier ones (RELEASES_DIR, default ./releases), after checking it fits the host.
// Nothing else is rebuilt. An operator then puts it live: npm run operator -- releases ...
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AREAS, type AreaName } from '@app/contract/areas';
import { areaPackageVersion, checkCompatibility, releaseVersion, storeRelease, type FederationManifest } from './lib/release.ts';
import { childEnv, repoRoot, run } from './lib/run.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
const [area] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--from');

if (!area || !(AREAS as readonly string[]).includes(area)) {
  console.error(`Usage: npm run release -- <${AREAS.join('|')}> [--force] [--from <built folder>]`);
  process.exit(2);
}
const name = area as AreaName;
const areaDir = join(repoRoot, 'remotes', name);
const releasesDir = resolve(process.env.RELEASES_DIR ?? join(repoRoot, 'releases'));
// The area's own version (its package.json, bumped with changesets) and the time of the release.
const version = releaseVersion(areaPackageVersion(name));

// The area's own build, as its team runs it, into a folder of its own (its dist stays as it is).
let buildDir = from ? resolve(from) : join(areaDir, '.release-build');
if (!from) {
  const built = await run('pnpm', ['--silent', 'run', 'build'], {
    cwd: areaDir,
    env: childEnv({ NODE_ENV: 'production', BUILD_OUT_DIR: '.release-build', BUILD_ID: version, MF_BUILD_VERSION: version }),
  });
  if (built.code !== 0) {
    console.error(`The ${name} build failed.`);
    process.exit(1);
  }
}

const hostManifestFile = resolve(process.env.HOST_DIST ?? join(repoRoot, 'host', 'dist'), 'mf-manifest.json');
if (!existsSync(hostManifestFile)) {
  console.error(`No host build at ${hostManifestFile}: build the host first (npm run build).`);
  process.exit(1);
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
const problems = checkCompatibility(name, read(join(buildDir, 'mf-manifest.json')), read(hostManifestFile));
if (problems.length > 0) {
  console.error(`This ${name} build would break the host:`);
  for (const problem of problems) console.error(`  - ${problem.message}`);
  if (!force) {
    console.error('Release refused. Fix the build, or pass --force to release it anyway (only this area would fall back).');
    if (!from) rmSync(buildDir, { recursive: true, force: true });
    process.exit(1);
  }
  console.error('Released anyway (--force).');
}

const record = storeRelease({ area: name, version, buildDir, releasesDir });
if (!from) rmSync(buildDir, { recursive: true, force: true });
buildDir = join(releasesDir, name, version);
console.log(`Released ${name} ${record.version} at ${buildDir}`);
console.log(
  `Put it live: npm run operator -- releases canary ${name} ${record.version} --percent 10   (or: releases set ${name} ${record.version})`,
);
