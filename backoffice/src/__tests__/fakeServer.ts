// The operator API at the unit boundary: fetch answers by path, and every call is recorded.
export interface Recorded {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

type Answer =
  | { status?: number; body: unknown }
  | ((body: Record<string, unknown>, authorization: string | null) => { status?: number; body: unknown });

export function fakeOperatorApi(answers: Record<string, Answer>) {
  const calls: Recorded[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const authorization = headers.get('authorization');
    calls.push({ path, body, authorization });
    const answer = answers[path];
    if (!answer) return Response.json({ reason: 'NOT_FOUND', code: 'NOT_FOUND', message: 'no route' }, { status: 404 });
    const { status = 200, body: payload } = typeof answer === 'function' ? answer(body, authorization) : answer;
    return Response.json(payload, { status });
  });
  return { calls, restore: () => spy.mockRestore() };
}

export const refused = (status: number, reason: string) => ({ status, body: { reason, code: reason, message: reason } });

export function staffSession(role: string, email = `${role}@operator.example`) {
  return {
    token: `token-${role}`,
    idleExpiresAt: '2030-01-01T00:30:00.000Z',
    expiresAt: '2030-01-01T12:00:00.000Z',
    member: { staffId: `id-${role}`, email, role, enrolled: true, disabled: false, createdAt: '2026-01-01T00:00:00.000Z' },
  };
}

/** A Storage in memory (sessionStorage of one test). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

interface FakeRollout {
  stable: string | null;
  canary: string | null;
  canaryPercent: number;
}

/**
 * The releases calls of the operator API over areas kept in memory: list, canary, promote and abort
 * change them as the server does (and refuse a promote or abort without a canary), the health and
 * its history answer what is given, and each change is added to the release log.
 */
export function fakeReleasesApi(options: {
  /** Each area's releases, newest first (areas not named have none). */
  releases: Partial<Record<string, string[]>>;
  rollouts: Partial<Record<string, FakeRollout>>;
  figures?: Array<{ area: string; version: string; loads: number; loadFailures: number; renderErrors: number; failureRate: number }>;
  history?: { from: string; to: string; series: Array<{ area: string; version: string; points: unknown[] }> };
}) {
  const areas = ['casino', 'sports', 'wallet', 'account', 'vip'];
  const rollouts = new Map(areas.map((area) => [area, { stable: null, canary: null, canaryPercent: 0, ...options.rollouts[area] }]));
  const log: Array<{ id: string; area: string; action: string; actor: string; at: string; detail: Record<string, unknown> }> = [];
  const rolloutOf = (area: string) => ({ area, ...rollouts.get(area)!, updatedAt: '2026-11-20T10:00:00.000Z' });
  const record = (area: string, action: string, detail: Record<string, unknown>) =>
    log.unshift({ id: String(log.length + 1), area, action, actor: 'releases@operator.example', at: '2026-11-20T10:05:00.000Z', detail });
  const noCanary = refused(409, 'CANARY_NOT_RUNNING');
  return {
    '/operator/releases/list': () => ({
      body: {
        areas: areas.map((area) => ({
          rollout: rolloutOf(area),
          releases: (options.releases[area] ?? []).map((version, index) => ({
            area,
            version,
            buildId: version,
            createdAt: `2026-11-${String(10 - index).padStart(2, '0')}T09:00:00.000Z`,
            exposes: ['./Home'],
            shared: {},
          })),
        })),
      },
    }),
    '/operator/releases/canary': (body: Record<string, unknown>) => {
      const area = String(body.area);
      const current = rollouts.get(area)!;
      rollouts.set(area, { ...current, canary: String(body.version), canaryPercent: Number(body.percent) });
      record(area, 'canary', { stable: current.stable, canary: body.version, percent: body.percent });
      return { body: { rollout: rolloutOf(area) } };
    },
    '/operator/releases/promote': (body: Record<string, unknown>) => {
      const area = String(body.area);
      const current = rollouts.get(area)!;
      if (!current.canary) return noCanary;
      rollouts.set(area, { stable: current.canary, canary: null, canaryPercent: 0 });
      record(area, 'promote', { from: current.stable, to: current.canary });
      return { body: { rollout: rolloutOf(area) } };
    },
    '/operator/releases/abort': (body: Record<string, unknown>) => {
      const area = String(body.area);
      const current = rollouts.get(area)!;
      if (!current.canary) return noCanary;
      rollouts.set(area, { stable: current.stable, canary: null, canaryPercent: 0 });
      record(area, 'abort', { canary: current.canary, stable: current.stable });
      return { body: { rollout: rolloutOf(area) } };
    },
    '/operator/releases/health': { body: { figures: options.figures ?? [] } },
    '/operator/releases/health/history': {
      body: options.history ?? { from: '2026-11-20T09:00:00.000Z', to: '2026-11-20T10:00:00.000Z', series: [] },
    },
    '/operator/releases/audit': () => ({ body: { entries: log } }),
  };
}
