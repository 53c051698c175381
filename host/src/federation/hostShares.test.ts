import { hostProvidesProductPackages } from './hostShares.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerGlobalPlugins: jest.fn(),
  // The runtime's semver check, for the caret ranges the product uses.
  satisfy: (version: string, range: string) => range.startsWith('^') && version.split('.')[0] === range.slice(1).split('.')[0],
}));

type ResolveShareArgs = Parameters<NonNullable<typeof hostProvidesProductPackages.resolveShare>>[0];

function shareScope() {
  return {
    default: {
      '@app/ui': {
        '1.0.0': { from: 'host', version: '1.0.0', loaded: true },
        '2.0.0': { from: 'sports', version: '2.0.0', loading: Promise.resolve() },
      },
      react: { '19.0.0': { from: 'host', version: '19.0.0' } },
    },
  };
}

function resolve(pkgName: string, requiredVersion: string | false, from = 'sports') {
  const own = { shared: 'the runtime choice', useTreesShaking: false };
  const args = {
    shareScopeMap: shareScope(),
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

  it("leaves other packages to the runtime's own choice", () => {
    expect(resolve('react', '^19.0.0')().shared).toBe('the runtime choice');
  });
});
