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
