import { z } from 'zod';
import {
  currencyCodeSchema,
  decimalSchema,
  emailSchema,
  emptySchema,
  httpUrlSchema,
  isoDateTimeSchema,
  moneySchema,
  okSchema,
  textSchema,
} from './common.ts';
import { accountSettingsPatchSchema, accountSettingsSchema } from './settings.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { kycOperatorEndpoints } from './kyc.ts';
import { auditOperatorEndpoints } from './operator-audit.ts';
import { walletAdjustmentOperatorEndpoints, walletAdjustResponseSchema } from './wallet-adjustments.ts';
import { ledgerOperatorEndpoints } from './ledger-operator.ts';
import { paymentChannelsOperatorEndpoints } from './payment-channels-operator.ts';
import { paymentsOperatorEndpoints } from './payments-operator.ts';
import { playersOperatorEndpoints } from './players-operator.ts';
import { reportsOperatorEndpoints } from './reports-operator.ts';
import { releaseOperatorEndpoints } from './releases.ts';
import { sportsOperatorEndpoints } from './sports.ts';
import { staffOperatorEndpoints } from './staff.ts';
import { vipOperatorEndpoints } from './vip.ts';
import { oauthProviderIdSchema } from './user.ts';
import { exchangeRatesResponseSchema } from './wallet.ts';

/**
 * The operator API under /operator/ (POST JSON), authorised by the operator token in the
 * Authorization header (with or without the Bearer prefix). The operator CLI drives the same calls.
 */
export const maintenanceStateSchema = z.object({
  enabled: z.boolean(),
  /**
   * Scheduled: maintenance starts by itself at this time (players are served as usual until then);
   * null when it started as it was saved. A state stored before schedules existed reads as null.
   */
  startTime: isoDateTimeSchema.nullable().default(null),
  /** Maintenance ends by itself at this time. */
  endTime: isoDateTimeSchema.nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;

export const operatorUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  /** First and last name as the player gave them, or null. */
  name: z.string().nullable(),
  currency: currencyCodeSchema,
  emailVerified: z.boolean(),
  createdAt: isoDateTimeSchema,
  failedLogins: z.number().int(),
  lockedUntil: isoDateTimeSchema.nullable(),
  /** When the operator locked the account (until unlocked), else null. */
  accountLockedAt: isoDateTimeSchema.nullable(),
});
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: isoDateTimeSchema,
});
/**
 * An identity provider players may sign in with (OpenID Connect), as the operator configures it:
 * the issuer is discovered from {issuer}/.well-known/openid-configuration, and the client is
 * registered there with the site's /auth/oauth/callback as its redirect URI.
 */
export const oidcProviderSetSchema = z
  .object({
    id: oauthProviderIdSchema,
    /** The name on the sign-in button ("Continue with {name}"). */
    name: textSchema.min(1).max(60),
    issuer: httpUrlSchema,
    clientId: textSchema.min(1).max(512),
    /** Needed when the provider is added; left out, an update keeps the stored one. */
    clientSecret: textSchema.min(1).max(2048).optional(),
    /** Shown on the sign-in and sign-up screens (default true). */
    enabled: z.boolean().optional(),
  })
  .strict();
/** A provider as the operator API answers it: the client secret never leaves the platform. */
export const oidcProviderViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  enabled: z.boolean(),
  hasClientSecret: z.boolean(),
});
export type OidcProviderView = z.infer<typeof oidcProviderViewSchema>;

/** A user is named by id or email. */
const userRefSchema = textSchema.min(1).max(254);

/** Something the operator must look at (a provider's win above the cap, ...), newest first. */
export const operatorAlertSchema = z.object({
  id: z.string(),
  /** A stable name: game_win_over_cap. */
  kind: z.string(),
  /** What it is about, unique per kind (a provider's transaction, ...). */
  subject: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OperatorAlert = z.infer<typeof operatorAlertSchema>;

/** A backup of the embedded database: its data folder as a gzipped tar (PGlite's dumpDataDir), in base64. */
export const operatorBackupSchema = z.object({
  engine: z.literal('pglite'),
  takenAt: z.string(),
  bytes: z.number().int().positive(),
  archive: z.string(),
});

export const operatorEndpoints = {
  '/operator/health': {
    access: 'operator',
    permission: 'status.read',
    request: emptySchema,
    response: z.object({ ok: z.literal(true), version: z.string() }),
  },
  '/operator/backup': { access: 'operator', permission: 'system', request: emptySchema, response: operatorBackupSchema },
  '/operator/alerts/list': {
    access: 'operator',
    permission: 'system',
    request: z.object({ limit: z.number().int().min(1).max(500).optional() }).strict(),
    response: z.object({ alerts: z.array(operatorAlertSchema) }),
  },
  '/operator/maintenance/get': {
    access: 'operator',
    permission: 'status.read',
    request: emptySchema,
    response: z.object({ maintenance: maintenanceStateSchema }),
  },
  '/operator/maintenance/set': {
    access: 'operator',
    permission: 'settings.manage',
    request: z.union([
      z
        .object({
          enabled: z.literal(true),
          /** Starts later, by itself, at this time; left out (or a time already past), it starts at once. */
          startTime: z.iso.datetime({ offset: true }).optional(),
          endTime: z.iso.datetime({ offset: true }),
        })
        .strict()
        .refine((body) => body.startTime === undefined || Date.parse(body.startTime) < Date.parse(body.endTime), {
          path: ['startTime'],
          message: 'must be before the end time',
        }),
      z.object({ enabled: z.literal(false) }).strict(),
    ]),
    response: z.object({ maintenance: maintenanceStateSchema }),
  },
  '/operator/account-settings/get': {
    access: 'operator',
    permission: 'settings.read',
    request: emptySchema,
    response: z.object({ accountSettings: accountSettingsSchema }),
  },
  '/operator/account-settings/update': {
    access: 'operator',
    permission: 'settings.manage',
    request: accountSettingsPatchSchema,
    response: z.object({ accountSettings: accountSettingsSchema }),
  },
  '/operator/exchange-rates/get': {
    access: 'operator',
    permission: 'settings.read',
    request: emptySchema,
    response: exchangeRatesResponseSchema,
  },
  '/operator/exchange-rates/set': {
    access: 'operator',
    permission: 'settings.manage',
    request: z
      .object({
        rates: z.record(
          currencyCodeSchema,
          decimalSchema.refine((v) => /[1-9]/.test(v), 'a positive rate'),
        ),
      })
      .strict(),
    response: exchangeRatesResponseSchema,
  },
  '/operator/mail/outbox': {
    access: 'operator',
    permission: 'players.mail',
    request: z.object({ to: emailSchema.optional(), limit: z.number().int().min(1).max(500).optional() }).strict(),
    response: z.object({ mails: z.array(outboxMailSchema) }),
  },
  '/operator/users/list': {
    access: 'operator',
    permission: 'players.read',
    request: z.object({ search: textSchema.max(254).optional(), limit: z.number().int().min(1).max(500).optional() }).strict(),
    response: z.object({ users: z.array(operatorUserSchema) }),
  },
  '/operator/users/unlock': {
    access: 'operator',
    permission: 'players.unlock',
    request: z.object({ user: userRefSchema }).strict(),
    response: okSchema,
  },
  '/operator/wallet/adjust': {
    access: 'operator',
    permission: 'wallet.adjust',
    request: z
      .object({
        user: userRefSchema,
        currency: currencyCodeSchema,
        /** Signed change of the balance, in the currency's major unit. */
        amount: moneySchema,
        kind: z.enum(['cash', 'operatorBonus']).optional(),
        /** Also push a payment.settle notice to the player. */
        announce: z.boolean().optional(),
        /** Why it is asked: kept with the adjustment and shown to whoever decides it. */
        note: textSchema.min(3).max(500).optional(),
      })
      .strict(),
    response: walletAdjustResponseSchema,
  },
  ...walletAdjustmentOperatorEndpoints,
  '/operator/oidc-providers/list': {
    access: 'operator',
    permission: 'settings.read',
    request: emptySchema,
    response: z.object({ providers: z.array(oidcProviderViewSchema) }),
  },
  '/operator/oidc-providers/set': {
    access: 'operator',
    permission: 'settings.manage',
    request: oidcProviderSetSchema,
    response: z.object({ provider: oidcProviderViewSchema }),
  },
  '/operator/oidc-providers/remove': {
    access: 'operator',
    permission: 'settings.manage',
    request: z.object({ id: oauthProviderIdSchema }).strict(),
    response: okSchema,
  },
  ...releaseOperatorEndpoints,
  ...ledgerOperatorEndpoints,
  ...paymentsOperatorEndpoints,
  ...paymentChannelsOperatorEndpoints,
  ...kycOperatorEndpoints,
  ...vipOperatorEndpoints,
  ...sportsOperatorEndpoints,
  ...auditOperatorEndpoints,
  ...staffOperatorEndpoints,
  ...reportsOperatorEndpoints,
  ...playersOperatorEndpoints,
} as const satisfies Record<string, EndpointDefinition>;
export type OperatorEndpoints = typeof operatorEndpoints;
export type OperatorPath = keyof OperatorEndpoints;
export type OperatorRequest<P extends OperatorPath> = z.input<(typeof operatorEndpoints)[P]['request']>;
export type OperatorResponse<P extends OperatorPath> = z.output<(typeof operatorEndpoints)[P]['response']>;
