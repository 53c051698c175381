import {
  fromMinor,
  type GameBet,
  type OperatorAccountLock,
  type OperatorActor,
  type KycDocument,
  type OperatorPlayerSession,
  type SportsBet,
  type UserRgConfig,
  type UserRgType,
  type WalletRgConfig,
} from '@app/contract';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { BalanceRow, TransferWithAccounts } from '../ledger/index.ts';
import { need, option, optional, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';

type PlayersPath =
  | '/operator/players/get'
  | '/operator/players/transfers'
  | '/operator/players/bets'
  | '/operator/players/sports-bets'
  | '/operator/players/sessions'
  | '/operator/players/sessions/end'
  | '/operator/players/lock'
  | '/operator/players/unlock-account';

const DEFAULT_PAGE = 20;

/** What the player page reads, each from the domain that owns it. */
export interface PlayersDeps {
  /** The player by id or email. */
  find(ref: string): Promise<UserRow | undefined>;
  lockout(email: string): Promise<{ failedLogins: number; lockedUntil: Date | null } | undefined>;
  balances(userId: string): Promise<BalanceRow[]>;
  decimals(currency: string): Promise<number>;
  limits(userId: string): Promise<WalletRgConfig[]>;
  tools(userId: string): Promise<UserRgConfig[]>;
  exclusion(userId: string): Promise<{ type: UserRgType; endsAt: string } | null>;
  documents(userId: string): Promise<KycDocument[]>;
  transfers(
    userId: string,
    request: { cursor?: string | undefined; pageSize: number },
  ): Promise<{ rows: TransferWithAccounts[]; nextCursor: string | null }>;
  /** The player's bets on the originals and the provider games, newest first. */
  gameBets(
    userId: string,
    request: { cursor?: string | undefined; pageSize: number },
  ): Promise<{ list: GameBet[]; nextCursor: string | null }>;
  sportsBets(
    user: UserRow,
    request: { status: 'open' | 'settled'; cursor?: string | undefined; pageSize: number },
  ): Promise<{ list: SportsBet[]; nextCursor: string | null }>;
  /** The player's sessions, newest first (the one named, when `sessionId` is given). */
  sessions(userId: string, limit?: number, sessionId?: string): Promise<OperatorPlayerSession[]>;
  /** Ends one of the player's sessions (its sockets close, its tokens stop working). */
  endSession(sessionId: string, userId: string): Promise<void>;
  /** Locks the account and ends every session of the player; false when it was locked already (nothing changes). */
  lockAccount(userId: string, lock: { at: Date; by: string; reason: string }): Promise<boolean>;
  /** Unlocks the account; false when it was not locked. */
  unlockAccount(userId: string): Promise<boolean>;
}

/** The operator's lock on the account as the back office shows it, or null. */
export function accountLockOf(user: UserRow): OperatorAccountLock | null {
  if (!user.account_locked_at) return null;
  return { lockedAt: user.account_locked_at.toISOString(), lockedBy: user.account_locked_by ?? '', reason: user.account_lock_reason ?? '' };
}

/** Who locked an account, as kept with the lock: the staff member's email, or the service's name (the audit keeps the whole actor). */
const actorName = (actor: OperatorActor): string => (actor.kind === 'staff' ? actor.email : actor.name);

async function player(deps: PlayersDeps, ref: string): Promise<UserRow> {
  const user = await deps.find(ref);
  if (!user) throw new ApiError('USER_NOT_FOUND', 'No such user');
  return user;
}

/** The back office's player page: who the player is, their money, limits, documents, history and sessions. */
export function playersOperatorHandlers(deps: PlayersDeps): OperatorHandlers<PlayersPath> {
  return {
    '/operator/players/get': async (body) => {
      const user = await player(deps, body.user);
      const [lockout, balances, limits, tools, exclusion, documents] = await Promise.all([
        deps.lockout(user.email),
        deps.balances(user.id),
        deps.limits(user.id),
        deps.tools(user.id),
        deps.exclusion(user.id),
        deps.documents(user.id),
      ]);
      const shown = [];
      for (const row of balances.sort((a, b) => a.currency.localeCompare(b.currency))) {
        const decimals = await deps.decimals(row.currency);
        shown.push({
          currency: row.currency,
          cash: fromMinor(row.cash, decimals),
          operatorBonus: fromMinor(row.operatorBonus, decimals),
          pendingWithdrawal: fromMinor(row.pendingWithdrawal, decimals),
        });
      }
      return {
        player: {
          userId: user.id,
          email: user.email,
          currency: user.currency,
          emailVerified: user.email_verified_at !== null,
          createdAt: user.created_at.toISOString(),
          kycLevel: user.kyc_level,
          vipLevel: user.vip_level,
          failedLogins: lockout?.failedLogins ?? 0,
          lockedUntil: lockout?.lockedUntil ? lockout.lockedUntil.toISOString() : null,
          accountLock: accountLockOf(user),
        },
        balances: shown,
        limits,
        tools,
        exclusion,
        documents,
      };
    },
    '/operator/players/transfers': async (body) => {
      const user = await player(deps, body.user);
      const page = await deps.transfers(user.id, { cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE });
      const transfers = [];
      for (const row of page.rows) {
        transfers.push({
          transferId: row.id,
          kind: row.kind,
          reference: row.reference,
          currency: row.currency,
          amount: fromMinor(row.amount, await deps.decimals(row.currency)),
          from: row.from,
          to: row.to,
          createdAt: row.createdAt.toISOString(),
        });
      }
      return { transfers, nextCursor: page.nextCursor };
    },
    '/operator/players/bets': async (body) => {
      const user = await player(deps, body.user);
      const page = await deps.gameBets(user.id, { cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE });
      return { bets: page.list, nextCursor: page.nextCursor };
    },
    '/operator/players/sports-bets': async (body) => {
      const user = await player(deps, body.user);
      const page = await deps.sportsBets(user, { status: body.status, cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE });
      return { bets: page.list, nextCursor: page.nextCursor };
    },
    '/operator/players/sessions': async (body) => {
      const user = await player(deps, body.user);
      return { sessions: await deps.sessions(user.id, body.limit ?? 50) };
    },
    '/operator/players/sessions/end': async (body) => {
      const user = await player(deps, body.user);
      const [found] = await deps.sessions(user.id, 1, body.sessionId);
      if (!found) throw new ApiError('PLAYER_SESSION_NOT_FOUND', 'No such session of this player');
      // A session ended already is answered as it stands.
      if (found.endedAt !== null) return { session: found };
      await deps.endSession(found.sessionId, user.id);
      const [ended] = await deps.sessions(user.id, 1, body.sessionId);
      return { session: ended ?? found };
    },
    // The player's money is not touched by a lock: balances, bonus, open bets and withdrawals waiting
    // for review stay as they are (the review queue still decides those).
    '/operator/players/lock': async (body, context) => {
      const user = await player(deps, body.user);
      const changed = await deps.lockAccount(user.id, { at: new Date(), by: actorName(context.actor), reason: body.reason });
      const accountLock = accountLockOf(await player(deps, user.id));
      // Unlocked by someone else between the two reads: nothing is locked to show.
      if (!accountLock) throw new ApiError('USER_NOT_FOUND', 'The account could not be locked');
      return { accountLock, changed };
    },
    '/operator/players/unlock-account': async (body) => {
      const user = await player(deps, body.user);
      return { accountLock: null, changed: await deps.unlockAccount(user.id) };
    },
  };
}

export const playersCommands: readonly OperatorCommand[] = [
  {
    name: 'players lock',
    args: '<email|userId> --reason <text>',
    help: ['locks the account: every session ends, no sign-in', 'until unlocked (its money stays as it is)'],
    run(args, call) {
      const reason = option(args, '--reason');
      const usage = 'players lock needs <email|userId> --reason <text>';
      const [user] = words(args, 1, usage);
      return call('/operator/players/lock', { user, reason: need(reason, usage) });
    },
  },
  {
    name: 'players unlock-account',
    args: '<email|userId> [--reason <text>]',
    help: "lifts the operator's lock (the sign-in lock: users unlock)",
    run(args, call) {
      const reason = option(args, '--reason');
      const [user] = words(args, 1, 'players unlock-account needs <email|userId>');
      return call('/operator/players/unlock-account', { user, ...optional('reason', reason) });
    },
  },
];
