import { productPackageVersion, sharedConfig } from '@app/build/federation';
import { hostProvidesProductPackages } from './hostShares.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  // The runtime's own semver check; only the global registration is left out.
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
  registerGlobalPlugins: jest.fn(),
}));

type ResolveShareArgs = Parameters<NonNullable<typeof hostProvidesProductPackages.resolveShare>>[0];

function shareScope(hostUi = '1.0.0') {
  return {
    default: {
      '@app/ui': {
        // An area's own copy, being fetched (the host's wins where both have one version).
        '2.0.0': { from: 'sports', version: '2.0.0', loading: Promise.resolve() },
        [hostUi]: { from: 'host', version: hostUi, loaded: true },
      },
      react: { '19.0.0': { from: 'host', version: '19.0.0' } },
    },
  };
}

function resolve(pkgName: string, requiredVersion: string | false, from = 'sports', hostUi = '1.0.0') {
  const own = { shared: 'the runtime choice', useTreesShaking: false };
  const args = {
    shareScopeMap: shareScope(hostUi),
    scope: 'default',
    pkgName,
    version: '2.0.0',
    shareInfo: { from, shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
    resolver: () => own,
  } as unknown as ResolveShareArgs;
  const result = hostProvidesProductPackages.resolveShare!(args) as ResolveShareArgs;
  return () => result.resolver() as unknown as { shared: unknown };
}

describe("the host's copy of the product packages", () => {
  it("gives an area built against a range the host's version satisfies the host's copy, even beside a newer one", () => {
    expect(resolve('@app/ui', '^1.0.0')().shared).toEqual({ from: 'host', version: '1.0.0', loaded: true });
  });

  it('refuses an area that needs another major: it fails to load instead of running on its own copy', () => {
    expect(resolve('@app/ui', '^2.0.0')).toThrow('sports needs @app/ui ^2.0.0; the host provides 1.0.0');
  });

  describe("with @app/ui's own version", () => {
    const ui = productPackageVersion('@app/ui');
    const [major, minor] = ui.split('.').map(Number) as [number, number];
    /** What an area built from this checkout requires: the caret range of the package's version. */
    const required = (sharedConfig() as unknown as Record<string, { requiredVersion: string }>)['@app/ui']!.requiredVersion;

    it('requires the caret range of the version in its package.json', () => {
      expect(required).toBe(`^${ui}`);
    });

    it('runs an area on a host that provides that version or a newer minor', () => {
      expect(resolve('@app/ui', required, 'sports', ui)().shared).toMatchObject({ from: 'host', version: ui });
      const newerMinor = `${major}.${minor + 1}.0`;
      expect(resolve('@app/ui', required, 'sports', newerMinor)().shared).toMatchObject({ from: 'host', version: newerMinor });
    });

    it('refuses an area built against another major, or a newer minor than the host provides', () => {
      const nextMajor = `${major + 1}.0.0`;
      expect(resolve('@app/ui', `^${nextMajor}`, 'sports', ui)).toThrow(`sports needs @app/ui ^${nextMajor}; the host provides ${ui}`);
      const newerMinor = `${major}.${minor + 1}.0`;
      expect(resolve('@app/ui', `^${newerMinor}`, 'sports', ui)).toThrow(`sports needs @app/ui ^${newerMinor}; the host provides ${ui}`);
      expect(resolve('@app/ui', required, 'sports', nextMajor)).toThrow(`sports needs @app/ui ^${ui}; the host provides ${nextMajor}`);
    });
  });

  it("leaves other packages to the runtime's own choice", () => {
    expect(resolve('react', '^19.0.0')().shared).toBe('the runtime choice');
  });
});
