import { z } from 'zod';
import { currencyCodeSchema, idSchema, isoDateTimeSchema, moneySchema, pageCursorSchema, textSchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { gameBetSchema } from './games.ts';
import { kycDocumentSchema } from './kyc.ts';
import { userRgConfigSchema, userRgTypeSchema, walletRgConfigSchema } from './responsible-gambling.ts';
import { sportsBetSchema } from './sports.ts';

/** A player is named by user id or email. */
const playerRefSchema = textSchema.min(1).max(254);
const pageSizeSchema = z.number().int().min(1).max(100).optional();

/**
 * The operator's lock on a player's account (apart from the sign-in lock after failed sign-ins,
 * `lockedUntil`): when, by whom (the staff member's email, or the service's name) and why.
 */
export const operatorAccountLockSchema = z.object({
  lockedAt: isoDateTimeSchema,
  lockedBy: z.string(),
  reason: z.string(),
});
export type OperatorAccountLock = z.infer<typeof operatorAccountLockSchema>;

/** A player as the back office's player page shows them. */
export const operatorPlayerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  currency: currencyCodeSchema,
  emailVerified: z.boolean(),
  createdAt: isoDateTimeSchema,
  kycLevel: z.number().int().min(0),
  vipLevel: z.number().int().min(0),
  failedLogins: z.number().int(),
  /** The sign-in lock after failed sign-ins, while it lasts. */
  lockedUntil: isoDateTimeSchema.nullable(),
  /** The operator's lock on the account, until an operator unlocks it. */
  accountLock: operatorAccountLockSchema.nullable(),
});

/** One balance row of the player, pending withdrawals included. */
export const operatorPlayerBalanceSchema = z.object({
  currency: currencyCodeSchema,
  cash: moneySchema,
  operatorBonus: moneySchema,
  pendingWithdrawal: moneySchema,
});

/** One of the ledger's transfers that concern the player: from one account to another (user:<id>:cash, house:operator, provider:<name>). */
export const operatorTransferSchema = z.object({
  transferId: z.string(),
  kind: z.string(),
  reference: z.string(),
  currency: currencyCodeSchema,
  amount: moneySchema,
  from: z.string(),
  to: z.string(),
  createdAt: isoDateTimeSchema,
});
export type OperatorTransfer = z.infer<typeof operatorTransferSchema>;

/** A sign-in session of the player. */
export const operatorPlayerSessionSchema = z.object({
  sessionId: z.string(),
  startedAt: isoDateTimeSchema,
  /** When its token was last issued (sign-in or refresh). */
  lastSeenAt: isoDateTimeSchema,
  /** When the player's session-time limit ends it, if one applies. */
  endsAt: isoDateTimeSchema.nullable(),
  endedAt: isoDateTimeSchema.nullable(),
  /** logout, exclusion, operator, session_limit, refresh_token_reuse, ... */
  endedReason: z.string().nullable(),
  active: z.boolean(),
});
export type OperatorPlayerSession = z.infer<typeof operatorPlayerSessionSchema>;

const pagedRequest = { user: playerRefSchema, cursor: pageCursorSchema.optional(), pageSize: pageSizeSchema };

/**
 * The player page of the back office: who the player is with their balances, limits, exclusion and
 * documents; their ledger transfers, game bets and sports bets, newest first, a page by cursor;
 * their sessions, and ending one; locking the account (every session ends, no sign-in nor refresh
 * until it is unlocked; the player's money stays as it is) and unlocking it.
 */
export const playersOperatorEndpoints = {
  '/operator/players/get': {
    access: 'operator',
    permission: 'players.read',
    request: z.object({ user: playerRefSchema }).strict(),
    response: z.object({
      player: operatorPlayerSchema,
      balances: z.array(operatorPlayerBalanceSchema),
      /** Deposit, wager, loss limits. */
      limits: z.array(walletRgConfigSchema),
      /** Self-exclusion, cooling-off, session reminder and session limit. */
      tools: z.array(userRgConfigSchema),
      /** The exclusion in force now, if any. */
      exclusion: z.object({ type: userRgTypeSchema, endsAt: isoDateTimeSchema }).nullable(),
      documents: z.array(kycDocumentSchema),
    }),
  },
  '/operator/players/transfers': {
    access: 'operator',
    permission: 'players.read',
    request: z.object(pagedRequest).strict(),
    response: z.object({ transfers: z.array(operatorTransferSchema), nextCursor: pageCursorSchema.nullable() }),
  },
  '/operator/players/bets': {
    access: 'operator',
    permission: 'players.read',
    /** The originals' bets and the provider games' rounds (the sportsbook's are in sports-bets). */
    request: z.object(pagedRequest).strict(),
    response: z.object({ bets: z.array(gameBetSchema), nextCursor: pageCursorSchema.nullable() }),
  },
  '/operator/players/sports-bets': {
    access: 'operator',
    permission: 'players.read',
    request: z.object({ ...pagedRequest, status: z.enum(['open', 'settled']) }).strict(),
    response: z.object({ bets: z.array(sportsBetSchema), nextCursor: pageCursorSchema.nullable() }),
  },
  '/operator/players/sessions': {
    access: 'operator',
    permission: 'players.read',
    request: z.object({ user: playerRefSchema, limit: z.number().int().min(1).max(200).optional() }).strict(),
    response: z.object({ sessions: z.array(operatorPlayerSessionSchema) }),
  },
  '/operator/players/sessions/end': {
    access: 'operator',
    permission: 'players.sessions',
    request: z.object({ user: playerRefSchema, sessionId: idSchema }).strict(),
    response: z.object({ session: operatorPlayerSessionSchema }),
  },
  '/operator/players/lock': {
    access: 'operator',
    permission: 'players.lock',
    /** Why, kept with the lock and in the audit (the player is not shown it). */
    request: z.object({ user: playerRefSchema, reason: textSchema.trim().min(3).max(300) }).strict(),
    /** The lock in force; `changed` is false when the account was locked already (that lock stands as it was). */
    response: z.object({ accountLock: operatorAccountLockSchema, changed: z.boolean() }),
  },
  '/operator/players/unlock-account': {
    access: 'operator',
    permission: 'players.lock',
    /** The operator's lock only: the sign-in lock after failed sign-ins is /operator/users/unlock. */
    request: z.object({ user: playerRefSchema, reason: textSchema.trim().min(3).max(300).optional() }).strict(),
    /** `changed` is false when the account was not locked. */
    response: z.object({ accountLock: z.null(), changed: z.boolean() }),
  },
} as const satisfies Record<string, EndpointDefinition>;
