import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import semver from 'semver';
import { productPackageVersion, sharedConfig } from '@app/build/federation';
import { AREAS } from '@app/contract/areas';
import {
  areaPackageVersion,
  checkCompatibility,
  releaseVersion,
  requiredPages,
  storeRelease,
  type FederationManifest,
} from '../src/lib/release.ts';

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

  describe("with the shared packages' own versions", () => {
    type SharedEntry = { requiredVersion: string; singleton: boolean };
    const asBuilt = sharedConfig() as unknown as Record<string, SharedEntry>;
    const products = ['@app/api', '@app/i18n', '@app/state', '@app/ui'];
    /** A host that provides each product package at `version(its package.json version)`. */
    const hostAt = (version: (current: string) => string): FederationManifest => ({
      shared: products.map((name) => ({ name, version: version(productPackageVersion(name)), singleton: true })),
    });
    /** An area build as the federation config makes it today: each product package at the range of its version. */
    const areaBuild = casinoBuild(products.map((name) => ({ name, version: productPackageVersion(name), ...asBuilt[name]! })));

    it('requires the caret range of the version in each package.json', () => {
      for (const name of products) {
        const version = JSON.parse(readFileSync(join(import.meta.dirname, '../../shared', name.slice(5), 'package.json'), 'utf8')).version;
        assert.ok(semver.valid(version), `${name} has a version`);
        assert.equal(productPackageVersion(name), version);
        assert.equal(asBuilt[name]?.requiredVersion, `^${version}`);
      }
      assert.equal(asBuilt['@app/ui/forms']?.requiredVersion, `^${productPackageVersion('@app/ui')}`);
    });

    it('accepts a host that provides the same versions, or a newer minor of each', () => {
      assert.deepEqual(
        checkCompatibility(
          'casino',
          areaBuild,
          hostAt((current) => current),
        ),
        [],
      );
      assert.deepEqual(
        checkCompatibility(
          'casino',
          areaBuild,
          hostAt((current) => semver.inc(current, 'minor')!),
        ),
        [],
      );
      assert.deepEqual(
        checkCompatibility(
          'casino',
          areaBuild,
          hostAt((current) => semver.inc(current, 'patch')!),
        ),
        [],
      );
    });

    it('refuses a host of another major, or an older minor than the build was made against', () => {
      const ui = productPackageVersion('@app/ui');
      const nextMajor = semver.inc(ui, 'major')!;
      const problems = (host: FederationManifest) => checkCompatibility('casino', areaBuild, host).map((problem) => problem.message);
      assert.deepEqual(problems(hostAt((current) => semver.inc(current, 'major')!)).length, products.length);
      const build = casinoBuild([{ name: '@app/ui', version: nextMajor, requiredVersion: `^${nextMajor}`, singleton: true }]);
      assert.deepEqual(
        checkCompatibility(
          'casino',
          build,
          hostAt((current) => current),
        ).map((problem) => problem.message),
        [`It requires @app/ui ^${nextMajor}; the host provides ${ui}.`],
      );
      const newerMinor = semver.inc(ui, 'minor')!;
      const ahead = casinoBuild([{ name: '@app/ui', version: newerMinor, requiredVersion: `^${newerMinor}`, singleton: true }]);
      assert.deepEqual(
        checkCompatibility(
          'casino',
          ahead,
          hostAt((current) => current),
        ).map((problem) => problem.message),
        [`It requires @app/ui ^${newerMinor}; the host provides ${ui}.`],
      );
    });
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

  it("takes the area's own version from its package.json", () => {
    for (const area of AREAS) {
      const file = join(import.meta.dirname, '../../remotes', area, 'package.json');
      const version = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
      assert.ok(semver.valid(version), `${area} has a version`);
      assert.equal(areaPackageVersion(area), version);
      assert.ok(releaseVersion(areaPackageVersion(area)).startsWith(`${version}-`));
    }
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
