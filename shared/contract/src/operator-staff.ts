import { z } from 'zod';

/**
 * Who calls the operator API. Every operator call is made by someone the platform can name: a member
 * of the operator's staff, signed in with their own account and role, or the service token, which
 * automation holds (CI, the operator CLI on the server's own machine). The audit records this actor
 * beside every change.
 */
export const operatorRoles = ['owner', 'finance', 'compliance', 'support', 'trading', 'releases'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorActorSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('staff'),
    staffId: z.string(),
    email: z.string(),
    role: operatorRoleSchema,
  }),
  z.object({
    kind: z.literal('service'),
    /** What holds the service token: "service" over the API, "cli" for the CLI on the database itself. */
    name: z.string(),
  }),
]);
export type OperatorActor = z.infer<typeof operatorActorSchema>;

/** The service token's actor over the operator API. */
export const SERVICE_ACTOR: OperatorActor = { kind: 'service', name: 'service' };

/**
 * What a member of staff may do: each operator endpoint names the one permission it needs (its
 * `permission` in the contract), and ROLE_PERMISSIONS gives each role its permissions. A call
 * without the permission is refused with OPERATOR_FORBIDDEN (403).
 */
export const operatorPermissions = [
  /** The platform answers (health) and whether it is in maintenance: every role. */
  'status.read',
  /** Backups and the operator's alerts. */
  'system',
  /** The ledger's invariants and what the house and providers hold. */
  'ledger.read',
  /** The dashboard's figures: money in and out, stakes, payouts and revenue per product, live counts, queues. */
  'reports.read',
  /** The account, password and security settings, exchange rates, identity providers and payment channels, read. */
  'settings.read',
  /** ... and changed, maintenance included. */
  'settings.manage',
  /** The players' accounts (search, sign-in failures, locks). */
  'players.read',
  /** The mail sent to players (their verification and reset codes among it). */
  'players.mail',
  /** Lifting a player's sign-in lock. */
  'players.unlock',
  /** Locking a player's account (no sign-in, every session ended) and unlocking it. */
  'players.lock',
  /** Ending a player's sign-in session. */
  'players.sessions',
  /** Crediting or debiting a player's balance by hand. */
  'wallet.adjust',
  /** The withdrawal queue: approve (pays out) or reject. */
  'withdrawals.decide',
  /** The deposit rewards and the expiry of bonus money. */
  'deposits.rewards',
  /** The VIP programme's levels and rules. */
  'vip.manage',
  /** Identity documents: view, approve, reject. */
  'kyc.decide',
  /** A player's responsible-gambling tools, as the operator applies them. */
  'rg.manage',
  /** The sportsbook: its settings and limits, and its events (listed, suspended and resumed, settled or voided by hand). */
  'sports.manage',
  /** Area releases: switch, canary, promote, abort, their audit and health. */
  'releases.manage',
  /** The staff accounts: invite, change a role, disable, reset a second factor. */
  'staff.manage',
  /** The record of what the operator's staff did. */
  'audit.read',
] as const;
export const operatorPermissionSchema = z.enum(operatorPermissions);
export type OperatorPermission = z.infer<typeof operatorPermissionSchema>;

/** The one table of who may do what: every role's permissions. */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  owner: operatorPermissions,
  finance: [
    'status.read',
    'players.read',
    'withdrawals.decide',
    'wallet.adjust',
    'deposits.rewards',
    'ledger.read',
    'reports.read',
    // The settings read-only: the payment channels' limits that shape deposits and payouts, the rates.
    'settings.read',
  ],
  compliance: [
    'status.read',
    'players.read',
    'players.unlock',
    'players.lock',
    'players.sessions',
    'kyc.decide',
    'rg.manage',
    'audit.read',
    // The settings read-only: the sign-in rules and the identity levels games and payments ask for.
    'settings.read',
  ],
  support: ['status.read', 'players.read', 'players.unlock', 'players.lock', 'players.sessions', 'players.mail'],
  trading: ['status.read', 'sports.manage'],
  releases: ['status.read', 'releases.manage'],
};

/** Whether a role holds a permission. */
export function roleAllows(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
