import type { FastifyInstance } from 'fastify';
import { fromMinor } from '@app/contract';
import type { DefineEndpoint } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { MoneyLimits } from './money-limits.ts';
import type { AccountTools } from './tools.ts';

/** What the reality check reads of sign-in (the session) and of the bets (the result since it started). */
export interface SessionFacts {
  times(sessionId: string, userId: string): Promise<{ startedAt: Date; endsAt: Date | null } | undefined>;
  results(userId: string, since: Date): Promise<Array<{ currency: string; staked: bigint; returned: bigint }>>;
  decimals(currency: string): Promise<number>;
}

/** The player's money limits and account tools. */
export function responsibleGamblingRoutes(
  rg: { limits: MoneyLimits; tools: AccountTools },
  defineEndpoint: DefineEndpoint,
  session: SessionFacts,
) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/responsible-gambling/session/get', async ({ auth }) => {
      const times = await session.times(auth.sessionId, auth.user.id);
      if (!times) throw new ApiError('SESSION_REVOKED', 'The session has ended. Please sign in again.');
      const reminder = (await rg.tools.list(auth.user.id)).find((tool) => tool.type === 'session_reminder');
      const results = [];
      for (const result of await session.results(auth.user.id, times.startedAt)) {
        const decimals = await session.decimals(result.currency);
        results.push({
          currency: result.currency,
          staked: fromMinor(result.staked, decimals),
          returned: fromMinor(result.returned, decimals),
          net: fromMinor(result.returned - result.staked, decimals),
        });
      }
      return {
        startedAt: times.startedAt.toISOString(),
        endsAt: times.endsAt?.toISOString() ?? null,
        reminderMinutes: reminder?.value ?? null,
        results,
      };
    });
    defineEndpoint(app, '/wallet/responsible-gambling/configs/list', async ({ auth, body }) => ({
      configs: await rg.limits.list(auth.user.id, body.type),
    }));
    defineEndpoint(app, '/wallet/responsible-gambling/config/add', async ({ auth, body }) => ({
      config: await rg.limits.set(auth.user.id, body),
    }));
    defineEndpoint(app, '/wallet/responsible-gambling/config/delete', async ({ auth, body }) => {
      await rg.limits.remove(auth.user.id, body.configId);
      return { ok: true as const };
    });
    defineEndpoint(app, '/user/responsible-gambling/config/get', async ({ auth }) => ({ configs: await rg.tools.list(auth.user.id) }));
    defineEndpoint(app, '/user/responsible-gambling/config/add', async ({ auth, body }) => ({
      config: await rg.tools.add(auth.user.id, { type: body.type, value: body.value }),
    }));
    defineEndpoint(app, '/user/responsible-gambling/config/delete', async ({ auth, body }) => {
      await rg.tools.remove(auth.user.id, body.configId);
      return { ok: true as const };
    });
  };
}
