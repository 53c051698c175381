import type { Db } from '../db/database.ts';
import { MoneyLimits } from './money-limits.ts';
import { AccountTools, type SessionHooks } from './tools.ts';

export { responsibleGamblingRoutes } from './routes.ts';
export type { MoneyLimits } from './money-limits.ts';
export type { AccountTools, SessionHooks } from './tools.ts';

export interface ResponsibleGambling {
  limits: MoneyLimits;
  tools: AccountTools;
}

/** Responsible gambling: money limits counted where money moves, and the account's tools (exclusions, reminders, session limit). */
export function createResponsibleGambling(deps: {
  db: Db;
  decimals(currency: string): Promise<number>;
  now?: () => Date;
  sessions?: SessionHooks;
}): ResponsibleGambling {
  const now = deps.now ?? (() => new Date());
  return {
    limits: new MoneyLimits({ db: deps.db, decimals: deps.decimals, now }),
    tools: new AccountTools({ db: deps.db, now, ...(deps.sessions ? { sessions: deps.sessions } : {}) }),
  };
}
