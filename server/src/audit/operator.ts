import type { OperatorPath, OperatorRequest, OperatorResponse } from '@app/contract';
import type { Db } from '../db/database.ts';
import { inOneTransaction } from '../db/transaction.ts';
import {
  intOption,
  option,
  optional,
  words,
  type OperatorCallContext,
  type OperatorCommand,
  type OperatorHandlers,
} from '../platform/operator-commands.ts';
import type { Audit } from './service.ts';

/**
 * How the audit sees one operator endpoint that changes something: what it changes (target), the
 * player it is about, and the value before (read in the change's own transaction, through the
 * operator's read handlers) and after (by default, the endpoint's answer).
 */
export interface OperatorChange<P extends OperatorPath> {
  target(body: OperatorRequest<P>): string | null;
  /** The player the change is about, by user id or email. */
  player?(body: OperatorRequest<P>, before: unknown, after: unknown): string | null | undefined;
  before?(body: OperatorRequest<P>, read: OperatorHandlers, context: OperatorCallContext): Promise<unknown>;
  after?(result: OperatorResponse<P>, body: OperatorRequest<P>): unknown;
  detail?(body: OperatorRequest<P>): Record<string, unknown>;
}

/**
 * Every operator endpoint, as the audit sees it (a read that matters, a look at a player's identity
 * document, is described and recorded as a change is): 'read' changes nothing; 'domain' changes something
 * and its domain writes the entry itself (it has more to say: a release's from and to), in the
 * change's transaction, with the actor it is given; anything else is a change described here and
 * recorded by auditedOperatorHandlers. A new endpoint is a type error until it is listed.
 */
export type OperatorChanges = { [P in OperatorPath]: 'read' | 'domain' | OperatorChange<P> };

const reasonOf = (body: unknown): string | null => {
  // An adjustment's reason is its note (kept with the adjustment for whoever decides it).
  const { reason, note } = body as { reason?: unknown; note?: unknown };
  return typeof reason === 'string' ? reason : typeof note === 'string' ? note : null;
};

export const operatorChanges = {
  '/operator/health': 'read',
  '/operator/backup': 'read',
  '/operator/alerts/list': 'read',
  '/operator/maintenance/get': 'read',
  '/operator/maintenance/set': {
    target: () => 'setting:maintenance',
    before: async (_body, read, context) => (await read['/operator/maintenance/get']({}, context)).maintenance,
    after: (result) => result.maintenance,
  },
  '/operator/account-settings/get': 'read',
  '/operator/account-settings/update': {
    target: () => 'setting:account-settings',
    before: async (_body, read, context) => (await read['/operator/account-settings/get']({}, context)).accountSettings,
    after: (result) => result.accountSettings,
  },
  '/operator/exchange-rates/get': 'read',
  '/operator/exchange-rates/set': {
    target: () => 'setting:exchange-rates',
    before: async (body, read, context) => pick((await read['/operator/exchange-rates/get']({}, context)).exchangeRates, body.rates),
    after: (result, body) => pick(result.exchangeRates, body.rates),
  },
  '/operator/mail/outbox': 'read',
  '/operator/users/list': 'read',
  '/operator/users/unlock': {
    target: (body) => `user:${body.user}`,
    player: (body) => body.user,
    before: async (body, read, context) => lockout(await read['/operator/users/list']({ search: body.user, limit: 5 }, context), body.user),
    after: () => ({ failedLogins: 0, lockedUntil: null }),
  },
  '/operator/wallet/adjust': {
    target: (body) => `user:${body.user}`,
    player: (body) => body.user,
    after: (result) => result,
    detail: (body) => ({
      currency: body.currency,
      amount: body.amount,
      kind: body.kind ?? 'cash',
      ...(body.note ? { note: body.note } : {}),
    }),
  },
  '/operator/wallet/adjustments/list': 'read',
  '/operator/wallet/adjustments/approve': {
    target: (body) => `adjustment:${body.id}`,
    player: (_body, before) => (before as { userId?: string } | null)?.userId,
    before: (body, read, context) => pendingAdjustment(read, context, body.id),
    after: (result) => result.adjustment,
  },
  '/operator/wallet/adjustments/reject': {
    target: (body) => `adjustment:${body.id}`,
    player: (_body, before) => (before as { userId?: string } | null)?.userId,
    before: (body, read, context) => pendingAdjustment(read, context, body.id),
    after: (result) => result.adjustment,
  },
  '/operator/wallet/adjustments/settings/get': 'read',
  '/operator/wallet/adjustments/settings/set': {
    target: () => 'setting:adjustment-approval',
    before: async (_body, read, context) => (await read['/operator/wallet/adjustments/settings/get']({}, context)).approval,
    after: (result) => result.approval,
  },
  '/operator/oidc-providers/list': 'read',
  '/operator/oidc-providers/set': {
    target: (body) => `oidc-provider:${body.id}`,
    before: async (body, read, context) =>
      (await read['/operator/oidc-providers/list']({}, context)).providers.find((provider) => provider.id === body.id) ?? null,
    after: (result) => result.provider,
  },
  '/operator/oidc-providers/remove': {
    target: (body) => `oidc-provider:${body.id}`,
    before: async (body, read, context) =>
      (await read['/operator/oidc-providers/list']({}, context)).providers.find((provider) => provider.id === body.id) ?? null,
    after: () => null,
  },
  '/operator/releases/list': 'read',
  '/operator/releases/set': 'domain',
  '/operator/releases/canary': 'domain',
  '/operator/releases/promote': 'domain',
  '/operator/releases/abort': 'domain',
  '/operator/releases/audit': 'read',
  '/operator/releases/health': 'read',
  '/operator/releases/health/history': 'read',
  '/operator/ledger/check': 'read',
  '/operator/withdrawals/list': 'read',
  '/operator/withdrawals/approve': {
    target: (body) => `withdrawal:${body.transactionId}`,
    player: (_body, before) => (before as { userId?: string } | null)?.userId,
    before: (body, read, context) => reviewing(read, context, body.transactionId),
    after: (result) => result.transaction,
  },
  '/operator/withdrawals/reject': {
    target: (body) => `withdrawal:${body.transactionId}`,
    player: (_body, before) => (before as { userId?: string } | null)?.userId,
    before: (body, read, context) => reviewing(read, context, body.transactionId),
    after: (result) => result.transaction,
  },
  '/operator/payment-channels/list': 'read',
  '/operator/payment-channels/set': {
    target: (body) => `payment-channel:${body.channelId}`,
    before: async (body, read, context) =>
      (await read['/operator/payment-channels/list']({}, context)).channels.find((channel) => channel.channelId === body.channelId) ?? null,
    after: (result) => result.channel,
  },
  '/operator/kyc/list': 'read',
  // Reads that matter: who looked at a player's identity document is recorded as a change is.
  '/operator/kyc/view': {
    target: (body) => `kyc-document:${body.documentId}`,
    player: (_body, _before, after) => (after as { userId?: string }).userId,
    after: (result) => documentSeen(result.document),
  },
  '/operator/kyc/file': {
    target: (body) => `kyc-document:${body.documentId}`,
    player: (_body, _before, after) => (after as { userId?: string }).userId,
    after: (result) => documentSeen(result.document),
  },
  '/operator/kyc/approve': {
    target: (body) => `kyc-document:${body.documentId}`,
    player: (_body, before) => (before as { userId?: string }).userId,
    before: async (body, read, context) => (await read['/operator/kyc/view']({ documentId: body.documentId }, context)).document,
  },
  '/operator/kyc/reject': {
    target: (body) => `kyc-document:${body.documentId}`,
    player: (_body, before) => (before as { userId?: string }).userId,
    before: async (body, read, context) => (await read['/operator/kyc/view']({ documentId: body.documentId }, context)).document,
  },
  '/operator/vip/settings/get': 'read',
  '/operator/vip/levels/set': {
    target: () => 'setting:vip-levels',
    before: async (_body, read, context) => (await read['/operator/vip/settings/get']({}, context)).settings.levels,
    after: (result) => result.settings.levels,
  },
  '/operator/vip/level/update': {
    target: (body) => `vip-level:${body.level}`,
    before: async (body, read, context) =>
      (await read['/operator/vip/settings/get']({}, context)).settings.levels.find((level) => level.level === body.level) ?? null,
    after: (result, body) => result.settings.levels.find((level) => level.level === body.level) ?? null,
  },
  '/operator/vip/rules/update': {
    target: () => 'setting:vip-rules',
    before: async (_body, read, context) => withoutLevels((await read['/operator/vip/settings/get']({}, context)).settings),
    after: (result) => withoutLevels(result.settings),
  },
  '/operator/deposit-rewards/get': 'read',
  '/operator/deposit-rewards/set': {
    target: (body) => `deposit-rewards:${body.currency}`,
    before: (body, read, context) => read['/operator/deposit-rewards/get']({ currency: body.currency }, context),
  },
  '/operator/bonus/expire': { target: () => 'bonus-lots' },
  '/operator/sports/settings/get': 'read',
  '/operator/sports/settings/update': {
    target: () => 'setting:sports',
    before: (_body, read, context) => read['/operator/sports/settings/get']({}, context),
  },
  '/operator/sports/limits/set': {
    target: (body) => `sports-limits:${body.currency}`,
    before: (_body, read, context) => read['/operator/sports/settings/get']({}, context),
  },
  '/operator/sports/events/list': 'read',
  '/operator/sports/events/get': 'read',
  '/operator/sports/events/suspend': {
    target: (body) => `sports-event:${body.eventId}`,
    before: (body, read, context) => sportsEventState(read, context, body.eventId),
    after: (result) => eventState(result.event),
  },
  '/operator/sports/events/resume': {
    target: (body) => `sports-event:${body.eventId}`,
    before: (body, read, context) => sportsEventState(read, context, body.eventId),
    after: (result) => eventState(result.event),
  },
  '/operator/sports/events/settle': {
    target: (body) => `sports-event:${body.eventId}`,
    before: (body, read, context) => sportsEventState(read, context, body.eventId),
    after: (result) => eventEnd(result),
    detail: (body) => ({ score: body.score }),
  },
  '/operator/sports/events/void': {
    target: (body) => `sports-event:${body.eventId}`,
    before: (body, read, context) => sportsEventState(read, context, body.eventId),
    after: (result) => eventEnd(result),
  },
  '/operator/audit/search': 'read',
  '/operator/audit/get': 'read',
  // The staff's accounts: never a password, a second factor's secret, a recovery code or a token.
  '/operator/staff/list': 'read',
  '/operator/staff/create': { target: (body) => `staff:${body.email}`, after: (result) => result.member },
  '/operator/staff/invite': {
    target: (body) => `staff:${body.email}`,
    after: (result) => ({ email: result.invitation.email, role: result.invitation.role, expiresAt: result.invitation.expiresAt }),
  },
  '/operator/staff/role': {
    target: (body) => `staff:${body.member}`,
    before: (body, read, context) => staffMember(read, context, body.member),
    after: (result) => result.member,
  },
  '/operator/staff/disable': {
    target: (body) => `staff:${body.member}`,
    before: (body, read, context) => staffMember(read, context, body.member),
    after: (result) => result.member,
  },
  '/operator/staff/reset-factor': {
    target: (body) => `staff:${body.member}`,
    before: (body, read, context) => staffMember(read, context, body.member),
    after: (result) => ({ ...result.member, expiresAt: result.invitation.expiresAt }),
  },
  '/operator/dashboard/summary': 'read',
  '/operator/players/get': 'read',
  '/operator/players/transfers': 'read',
  '/operator/players/bets': 'read',
  '/operator/players/sports-bets': 'read',
  '/operator/players/sessions': 'read',
  '/operator/players/sessions/end': {
    target: (body) => `session:${body.sessionId}`,
    player: (body) => body.user,
    before: async (body, read, context) =>
      (await read['/operator/players/sessions']({ user: body.user }, context)).sessions.find(
        (session) => session.sessionId === body.sessionId,
      ) ?? null,
    after: (result) => result.session,
  },
  // The reason (required to lock) is the entry's reason; a lock already in force shows the same before and after.
  '/operator/players/lock': {
    target: (body) => `user:${body.user}`,
    player: (body) => body.user,
    before: async (body, read, context) => (await read['/operator/players/get']({ user: body.user }, context)).player.accountLock,
    after: (result) => result.accountLock,
  },
  '/operator/players/unlock-account': {
    target: (body) => `user:${body.user}`,
    player: (body) => body.user,
    before: async (body, read, context) => (await read['/operator/players/get']({ user: body.user }, context)).player.accountLock,
    after: (result) => result.accountLock,
  },
} satisfies OperatorChanges;

/** What the audit keeps of a document that was looked at: never its content. */
function documentSeen(document: OperatorResponse<'/operator/kyc/view'>['document']) {
  return {
    documentId: document.documentId,
    userId: document.userId,
    kind: document.kind,
    contentType: document.contentType,
    size: document.size,
    status: document.status,
  };
}

type TradedEvent = OperatorResponse<'/operator/sports/events/get'>;

/** What the audit keeps of a sports event: its state, the operator's hold, the score and the bets open on it. */
function eventState(event: TradedEvent['event']) {
  return { status: event.status, suspended: event.suspended, score: event.score, openBets: event.openBets };
}

/** An event's state before an action (SPORTS_EVENT_NOT_FOUND refuses the action for an event the book does not have). */
async function sportsEventState(read: OperatorHandlers, context: OperatorCallContext, eventId: string) {
  return eventState((await read['/operator/sports/events/get']({ eventId }, context)).event);
}

/** An event ended by hand: its state and each market's status and winning outcomes (the bets are settled from these). */
function eventEnd(result: TradedEvent) {
  return {
    ...eventState(result.event),
    markets: result.markets.map((market) => ({
      id: market.id,
      type: market.type,
      line: market.line,
      status: market.status,
      won: market.selections.filter((selection) => selection.result === 'won').map((selection) => selection.outcome),
    })),
  };
}

async function staffMember(read: OperatorHandlers, context: OperatorCallContext, ref: string) {
  const { members } = await read['/operator/staff/list']({}, context);
  return members.find((member) => member.staffId === ref || member.email === ref.trim().toLowerCase()) ?? null;
}

function pick(rates: Record<string, string>, keys: Record<string, string>): Record<string, string | null> {
  return Object.fromEntries(Object.keys(keys).map((code) => [code, rates[code] ?? null]));
}

function lockout(answer: OperatorResponse<'/operator/users/list'>, ref: string) {
  const user = answer.users.find((row) => row.userId === ref || row.email === ref.toLowerCase());
  return user ? { failedLogins: user.failedLogins, lockedUntil: user.lockedUntil } : null;
}

/** The withdrawal waiting for review, found page by page through the queue (two statements a page), or null. */
async function reviewing(read: OperatorHandlers, context: OperatorCallContext, id: string) {
  let cursor: string | undefined;
  for (;;) {
    const page = await read['/operator/withdrawals/list']({ limit: 200, ...(cursor ? { cursor } : {}) }, context);
    const found = page.withdrawals.find((withdrawal) => withdrawal.transactionId === id);
    if (found) return found;
    if (!page.nextCursor) return null;
    cursor = page.nextCursor;
  }
}

async function pendingAdjustment(read: OperatorHandlers, context: OperatorCallContext, id: string) {
  const { adjustments } = await read['/operator/wallet/adjustments/list']({ status: 'pending', limit: 500 }, context);
  return adjustments.find((adjustment) => adjustment.id === id) ?? null;
}

function withoutLevels<T extends { levels: unknown }>(settings: T): Omit<T, 'levels'> {
  const { levels: _levels, ...rest } = settings;
  return rest;
}

export interface AuditedDeps {
  db: Db;
  audit: Pick<Audit, 'record'>;
  /** A player by user id or email. */
  findPlayer(ref: string): Promise<{ id: string } | undefined>;
}

/**
 * The operator's handlers with every change audited: each endpoint that changes something runs in
 * one transaction (inOneTransaction: the domain's own queries and transactions join it) in which
 * the value before is read, the change made, and its audit entry written; if any of it fails, none
 * of it happens. Reads pass through unchanged.
 */
export function auditedOperatorHandlers(
  handlers: OperatorHandlers,
  deps: AuditedDeps,
  changes: OperatorChanges = operatorChanges,
): OperatorHandlers {
  const audited: Record<string, unknown> = { ...handlers };
  for (const path of Object.keys(changes) as OperatorPath[]) {
    const change = changes[path] as 'read' | 'domain' | OperatorChange<OperatorPath>;
    if (change === 'read') continue;
    const handler = handlers[path] as (body: unknown, context: OperatorCallContext) => Promise<unknown>;
    audited[path] = (body: unknown, context: OperatorCallContext) =>
      inOneTransaction(deps.db, async (tx) => {
        if (change === 'domain') return handler(body, context);
        const typed = body as OperatorRequest<OperatorPath>;
        const before = change.before ? await change.before(typed, handlers, context) : null;
        const result = await handler(body, context);
        const after = change.after ? change.after(result as never, typed) : result;
        const playerRef = change.player?.(typed, before, after);
        const player = playerRef ? await deps.findPlayer(playerRef) : undefined;
        await deps.audit.record(tx, {
          actor: context.actor,
          action: path.slice('/operator/'.length),
          target: change.target(typed),
          playerId: player?.id ?? null,
          before,
          after,
          detail: change.detail?.(typed) ?? null,
          reason: reasonOf(body),
          requestId: context.requestId ?? null,
        });
        return result;
      });
  }
  return audited as OperatorHandlers;
}

/** The operator's look at the audit. */
export function auditOperatorHandlers(
  audit: Pick<Audit, 'search' | 'get'>,
): OperatorHandlers<'/operator/audit/search' | '/operator/audit/get'> {
  return {
    '/operator/audit/search': (body) => audit.search(body),
    '/operator/audit/get': async (body) => ({ entry: await audit.get(body.id) }),
  };
}

export const auditCommands: readonly OperatorCommand[] = [
  {
    name: 'audit search',
    args: [
      '[--staff <id|email>] [--player <userId|email>] [--action <name>]',
      '[--target <target>] [--from <time>] [--to <time>] [--cursor <c>] [--limit <n>]',
    ],
    help: ['operator changes, newest first: who changed what, before', 'and after (--cursor: the next page)'],
    run(args, call) {
      const body = {
        ...optional('staff', option(args, '--staff')),
        ...optional('player', option(args, '--player')),
        ...optional('action', option(args, '--action')),
        ...optional('target', option(args, '--target')),
        ...optional('from', option(args, '--from')),
        ...optional('to', option(args, '--to')),
        ...optional('cursor', option(args, '--cursor')),
        ...optional('pageSize', intOption(args, '--limit')),
      };
      return call('/operator/audit/search', body);
    },
  },
  {
    name: 'audit get',
    args: '<id>',
    help: 'one audit entry',
    run(args, call) {
      const [id] = words(args, 1, 'audit get needs <id>');
      return call('/operator/audit/get', { id });
    },
  },
];
