import { BUCKET_COUNT, BUCKET_STORAGE_KEY, remoteEntries, resolveAreaRemote, visitorBucket, type AreaRemote } from './rollout.ts';
import { remotesConfigSchema } from './releases.ts';

function memoryStorage(values: Record<string, string> = {}) {
  return { getItem: (key: string) => values[key] ?? null, setItem: (key: string, value: string) => void (values[key] = value), values };
}

describe('the visitor bucket', () => {
  it('is drawn once and kept: the same visitor gets the same bucket on every later read', () => {
    const storage = memoryStorage();
    const first = visitorBucket(storage, () => 0.4213);
    expect(first).toBe(42);
    expect(storage.values[BUCKET_STORAGE_KEY]).toBe('42');
    expect(visitorBucket(storage, () => 0.99)).toBe(42);
  });

  it('replaces a stored value that is not a bucket', () => {
    for (const bad of ['', 'abc', '-1', '100', '4.5']) {
      expect(visitorBucket(memoryStorage({ [BUCKET_STORAGE_KEY]: bad }), () => 0.07)).toBe(7);
    }
  });

  it('spreads visitors evenly over the buckets', () => {
    const counts = new Array<number>(BUCKET_COUNT).fill(0);
    for (let i = 0; i < 20_000; i += 1) counts[visitorBucket(memoryStorage())]! += 1;
    const belowHalf = counts.slice(0, 50).reduce((sum, count) => sum + count, 0);
    expect(belowHalf / 20_000).toBeGreaterThan(0.47);
    expect(belowHalf / 20_000).toBeLessThan(0.53);
    expect(Math.min(...counts)).toBeGreaterThan(100);
  });

  it('still gives a bucket when storage is unavailable or refuses to write', () => {
    expect(visitorBucket(null, () => 0.5)).toBe(50);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(visitorBucket(refusing, () => 0.999999)).toBe(99);
  });
});

describe('resolving an area', () => {
  const remote: AreaRemote = {
    stable: '/remotes/casino/1.0.0/mf-manifest.json',
    stableVersion: '1.0.0',
    canary: { entry: '/remotes/casino/1.1.0/mf-manifest.json', percent: 25 },
    canaryVersion: '1.1.0',
  };

  it('gives the canary to buckets below its share and the stable build to the rest', () => {
    expect(resolveAreaRemote(remote, 0)).toEqual({ entry: '/remotes/casino/1.1.0/mf-manifest.json', version: '1.1.0', canary: true });
    expect(resolveAreaRemote(remote, 24).canary).toBe(true);
    expect(resolveAreaRemote(remote, 25)).toEqual({ entry: '/remotes/casino/1.0.0/mf-manifest.json', version: '1.0.0', canary: false });
    expect(resolveAreaRemote({ ...remote, canary: { entry: 'x', percent: 0 } }, 0).canary).toBe(false);
  });

  it('reads the original format, a manifest URL, as the only build', () => {
    expect(resolveAreaRemote('/remotes/casino/mf-manifest.json', 3)).toEqual({
      entry: '/remotes/casino/mf-manifest.json',
      version: null,
      canary: false,
    });
  });

  it('accepts both formats in one config and lists every build it names', () => {
    const config = remotesConfigSchema.parse({ casino: remote, wallet: 'https://wallet.example/mf-manifest.json' });
    expect(remoteEntries(config)).toEqual([
      '/remotes/casino/1.0.0/mf-manifest.json',
      '/remotes/casino/1.1.0/mf-manifest.json',
      'https://wallet.example/mf-manifest.json',
    ]);
    expect(remotesConfigSchema.safeParse({ casino: { canary: { entry: 'x', percent: 5 } } }).success).toBe(false);
    expect(remotesConfigSchema.safeParse({ casino: { stable: 'x', canary: { entry: 'y', percent: 101 } } }).success).toBe(false);
  });
});
