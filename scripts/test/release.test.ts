import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkCompatibility, releaseVersion, requiredPages, storeRelease, type FederationManifest } from '../src/lib/release.ts';

const host: FederationManifest = {
  shared: [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: '@app/ui', version: '1.0.0', singleton: true },
    { name: '@app/api', version: '1.0.0', singleton: true },
  ],
};

function casinoBuild(shared: FederationManifest['shared'], pages = requiredPages('casino')): FederationManifest {
  return { exposes: pages.map((name) => ({ name })), shared };
}

describe('the compatibility check of a release', () => {
  it("knows the pages the host's route table loads from an area", () => {
    assert.deepEqual(requiredPages('sports'), ['Sports']);
    assert.ok(requiredPages('wallet').includes('WithdrawFiat'));
    assert.ok(requiredPages('casino').includes('GamePlay'));
  });

  it('accepts a build that exposes every page and asks for versions the host provides, a newer minor of its own included', () => {
    const build = casinoBuild([
      { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
      // Built against @app/ui 1.1.0: it asks for ^1.0.0, which the host's 1.0.0 satisfies.
      { name: '@app/ui', version: '1.1.0', requiredVersion: '^1.0.0', singleton: true },
    ]);
    assert.deepEqual(checkCompatibility('casino', build, host), []);
  });

  it('refuses a build that needs a new major of a shared package, or a package the host does not share', () => {
    const build = casinoBuild([
      { name: '@app/ui', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
      { name: 'left-pad', version: '1.3.0', requiredVersion: '^1.3.0', singleton: true },
    ]);
    assert.deepEqual(
      checkCompatibility('casino', build, host).map((problem) => [problem.kind, problem.message]),
      [
        ['shared-version', 'It requires @app/ui ^2.0.0; the host provides 1.0.0.'],
        ['shared-missing', 'It shares left-pad, which the host does not provide.'],
      ],
    );
  });

  it('refuses a build that no longer exposes a page the host loads', () => {
    const pages = requiredPages('casino').filter((page) => page !== 'GameHistory');
    const problems = checkCompatibility('casino', casinoBuild([], pages), host);
    assert.deepEqual(problems, [
      { kind: 'missing-page', message: "The host's route table loads casino/GameHistory, which this build does not expose." },
    ]);
  });
});

describe('a stored release', () => {
  const dir = mkdtempSync(join(tmpdir(), 'release-test-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is versioned by the package version and the release time', () => {
    assert.equal(releaseVersion('1.4.0', new Date('2026-11-24T10:15:00.123Z')), '1.4.0-20261124.101500123');
  });

  it('keeps the build and its release.json, and never overwrites a version', () => {
    const build = join(dir, 'build');
    mkdirSync(build);
    writeFileSync(join(build, 'remoteEntry.js'), '/* entry */');
    writeFileSync(
      join(build, 'mf-manifest.json'),
      JSON.stringify({ exposes: [{ name: 'Sports' }], shared: [{ name: 'react', version: '19.3.1', requiredVersion: '19.3.1' }] }),
    );
    const releases = join(dir, 'releases');
    const now = new Date('2026-11-24T10:00:00.000Z');
    const record = storeRelease({ area: 'sports', version: '1.0.0-a', buildDir: build, releasesDir: releases, now });
    assert.deepEqual(record, {
      area: 'sports',
      version: '1.0.0-a',
      buildId: '1.0.0-a',
      createdAt: '2026-11-24T10:00:00.000Z',
      exposes: ['./Sports'],
      shared: { react: '19.3.1' },
    });
    assert.deepEqual(JSON.parse(readFileSync(join(releases, 'sports', '1.0.0-a', 'release.json'), 'utf8')), record);
    assert.equal(readFileSync(join(releases, 'sports', '1.0.0-a', 'remoteEntry.js'), 'utf8'), '/* entry */');
    assert.throws(() => storeRelease({ area: 'sports', version: '1.0.0-a', buildDir: build, releasesDir: releases }), /never changes/);
    assert.equal(existsSync(join(releases, 'sports', '1.0.0-a.partial')), false);
  });
});
