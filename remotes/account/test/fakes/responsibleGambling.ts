// The player's responsible-gambling settings on the fake platform: money limits and account tools.
import {
  EXCLUSION_TYPES,
  LIMIT_COOLING_HOURS,
  toMinor,
  type EndpointPath,
  type EndpointRequest,
  type EndpointResponse,
} from '@app/contract';
import { apiPath, errorResponse, jsonResponse, type FakeRoutes } from '@app/api/testing';

type BodyOf<P extends EndpointPath> = EndpointRequest<P>;

type WalletRgConfig = EndpointResponse<'/wallet/responsible-gambling/configs/list'>['configs'][number];
type UserRgConfig = EndpointResponse<'/user/responsible-gambling/config/get'>['configs'][number];

/** A money limit: a daily 100 USD deposit limit with nothing used, unless overridden. */
export function fakeLimit(overrides: Partial<WalletRgConfig> = {}): WalletRgConfig {
  return {
    configId: 'limit-1',
    type: 'deposit',
    period: 'daily',
    currency: 'USD',
    amount: '100',
    used: '0',
    resetsAt: '2026-06-16T00:00:00.000Z',
    pendingAmount: null,
    pendingRemoval: false,
    effectiveAt: null,
    ...overrides,
  };
}

/** An account tool: a reality check every 30 minutes, unless overridden. */
export function fakeTool(overrides: Partial<UserRgConfig> = {}): UserRgConfig {
  return {
    configId: 'tool-1',
    type: 'session_reminder',
    value: 30,
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: null,
    pendingValue: null,
    pendingRemoval: false,
    effectiveAt: null,
    ...overrides,
  };
}

export interface ResponsibleGamblingRoutesOptions {
  /** The player's money limits. */
  limits?: WalletRgConfig[];
  /** The player's account tools (reality check, session limit, time-out, self-exclusion). */
  tools?: UserRgConfig[];
  /** The platform's clock (the real one unless given). */
  now?: () => Date;
}

/** When the period holding `at` ends (UTC: the day, the week from Monday, the month), as the platform counts. */
function periodEndOf(period: WalletRgConfig['period'], at: Date): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'daily') return new Date(day + 86_400_000);
  if (period === 'weekly') return new Date(day - ((at.getUTCDay() + 6) % 7) * 86_400_000 + 7 * 86_400_000);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/**
 * The player's responsible-gambling settings, answered as the platform does and kept in memory:
 * a new or lower limit applies at once, a higher one or a removal after the cooling period (shown
 * as pending); a time-out or self-exclusion needs `confirm: true` and cannot be removed; the
 * reality check changes at once and the session limit loosens only after the cooling period.
 */
export function responsibleGamblingRoutes(options: ResponsibleGamblingRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());
  let limits = [...(options.limits ?? [])];
  let tools = [...(options.tools ?? [])];
  let sequence = 0;
  const cooled = () => new Date(now().getTime() + LIMIT_COOLING_HOURS * 3_600_000).toISOString();
  const isExclusion = (type: UserRgConfig['type']) => (EXCLUSION_TYPES as readonly string[]).includes(type);
  const minor = (amount: string) => toMinor(amount, 8);
  const settle = () => {
    const at = now().toISOString();
    const due = (entry: { effectiveAt: string | null }) => entry.effectiveAt !== null && entry.effectiveAt <= at;
    limits = limits
      .filter((limit) => !(limit.pendingRemoval && due(limit)))
      .map((limit) =>
        limit.pendingAmount !== null && due(limit)
          ? { ...limit, amount: limit.pendingAmount, pendingAmount: null, effectiveAt: null }
          : limit,
      );
    tools = tools
      .filter((tool) => !(tool.pendingRemoval && due(tool)) && !(tool.endsAt !== null && tool.endsAt <= at))
      .map((tool) =>
        tool.pendingValue !== null && due(tool) ? { ...tool, value: tool.pendingValue, pendingValue: null, effectiveAt: null } : tool,
      );
  };
  const replace = <T extends { configId: string }>(list: T[], next: T) =>
    list.map((entry) => (entry.configId === next.configId ? next : entry));

  return {
    [apiPath('/wallet/responsible-gambling/configs/list')]: (call) => {
      const body = call.body as BodyOf<'/wallet/responsible-gambling/configs/list'>;
      settle();
      return jsonResponse({ configs: limits.filter((limit) => !body.type || limit.type === body.type) });
    },
    [apiPath('/wallet/responsible-gambling/config/add')]: (call) => {
      const body = call.body as BodyOf<'/wallet/responsible-gambling/config/add'>;
      settle();
      const existing = limits.find((limit) => limit.type === body.type && limit.currency === body.currency && limit.period === body.period);
      let config: WalletRgConfig;
      if (!existing) {
        sequence += 1;
        config = fakeLimit({ ...body, configId: `limit-new-${sequence}`, resetsAt: periodEndOf(body.period, now()).toISOString() });
        limits.push(config);
      } else {
        config =
          minor(body.amount) <= minor(existing.amount)
            ? { ...existing, amount: body.amount, pendingAmount: null, pendingRemoval: false, effectiveAt: null }
            : { ...existing, pendingAmount: body.amount, pendingRemoval: false, effectiveAt: cooled() };
        limits = replace(limits, config);
      }
      return jsonResponse({ config });
    },
    [apiPath('/wallet/responsible-gambling/config/delete')]: (call) => {
      const body = call.body as BodyOf<'/wallet/responsible-gambling/config/delete'>;
      settle();
      const existing = limits.find((limit) => limit.configId === body.configId);
      if (!existing) return errorResponse(404, 'NOT_FOUND');
      if (!existing.pendingRemoval)
        limits = replace(limits, { ...existing, pendingAmount: null, pendingRemoval: true, effectiveAt: cooled() });
      return jsonResponse({ ok: true });
    },
    [apiPath('/user/responsible-gambling/config/get')]: () => {
      settle();
      return jsonResponse({ configs: tools });
    },
    [apiPath('/user/responsible-gambling/config/add')]: (call) => {
      const body = call.body as BodyOf<'/user/responsible-gambling/config/add'>;
      settle();
      if (isExclusion(body.type) && body.confirm !== true)
        return errorResponse(400, 'VALIDATION_FAILED', { meta: { issues: [{ path: 'confirm', message: 'must be confirmed' }] } });
      const existing = tools.find((tool) => tool.type === body.type);
      let config: UserRgConfig;
      if (isExclusion(body.type) || !existing) {
        sequence += 1;
        const startsAt = now();
        config = fakeTool({
          configId: `tool-new-${sequence}`,
          type: body.type,
          value: body.value,
          startsAt: startsAt.toISOString(),
          endsAt: isExclusion(body.type) ? new Date(startsAt.getTime() + body.value * 86_400_000).toISOString() : null,
        });
        tools.push(config);
      } else {
        config =
          body.type === 'session_reminder' || body.value <= existing.value
            ? { ...existing, value: body.value, pendingValue: null, pendingRemoval: false, effectiveAt: null }
            : { ...existing, pendingValue: body.value, pendingRemoval: false, effectiveAt: cooled() };
        tools = replace(tools, config);
      }
      return jsonResponse({ config });
    },
    [apiPath('/user/responsible-gambling/config/delete')]: (call) => {
      const body = call.body as BodyOf<'/user/responsible-gambling/config/delete'>;
      settle();
      const existing = tools.find((tool) => tool.configId === body.configId);
      if (!existing) return errorResponse(404, 'NOT_FOUND');
      if (isExclusion(existing.type)) return errorResponse(409, 'RG_CONFIG_LOCKED', { meta: { endsAt: existing.endsAt } });
      if (existing.type === 'session_reminder') tools = tools.filter((tool) => tool.configId !== existing.configId);
      else if (!existing.pendingRemoval)
        tools = replace(tools, { ...existing, pendingValue: null, pendingRemoval: true, effectiveAt: cooled() });
      return jsonResponse({ ok: true });
    },
  } satisfies FakeRoutes;
}
