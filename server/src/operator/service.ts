import { randomUUID } from 'node:crypto';
import { toMinor, type OperatorPath, type OperatorRequest, type OperatorResponse } from '@app/contract';
import type { Auth } from '../auth/index.ts';
import { BASE_CURRENCY, type Currencies } from '../currencies/index.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Kyc } from '../kyc/index.ts';
import type { MaintenanceStore } from '../maintenance/index.ts';
import type { Payments } from '../payments/index.ts';
import type { Releases } from '../releases/index.ts';
import type { EventBus } from '../platform/bus.ts';
import type { MailTransport } from '../platform/mail.ts';
import type { AccountSettingsStore } from '../settings/index.ts';
import type { SportsOperatorHandlers } from '../sports/index.ts';
import type { Users } from '../users/index.ts';
import type { VipOperatorHandlers } from '../vip/index.ts';
import type { Alerts } from './alerts.ts';

export interface OperatorDeps {
  maintenance: MaintenanceStore;
  accountSettings: AccountSettingsStore;
  currencies: Currencies;
  ledger: Pick<Ledger, 'transferNow' | 'decimals' | 'payload' | 'check'>;
  users: Pick<Users, 'find' | 'list'>;
  auth: Pick<Auth, 'unlock' | 'lockouts' | 'oidcProviders'>;
  bus: Pick<EventBus, 'publish'>;
  mail: Pick<MailTransport, 'outbox'>;
  releases: Pick<Releases, 'list' | 'set' | 'canary' | 'promote' | 'abort' | 'audit' | 'health'>;
  payments: { withdrawals: Pick<Payments['withdrawals'], 'reviewing' | 'decide'> };
  kyc: Pick<Kyc, 'list' | 'view' | 'decide'>;
  alerts: Pick<Alerts, 'list'>;
  /** The VIP programme, the deposit rewards, the bonus rules and the sportsbook's rules (their domains answer these calls). */
  programmes: VipOperatorHandlers & SportsOperatorHandlers;
}

export type OperatorHandlers = { [P in OperatorPath]: (body: OperatorRequest<P>) => Promise<OperatorResponse<P>> };

export const PLATFORM_VERSION = '1.0.0';

/** What an operator can do: the operator API and the CLI both drive these. */
export function operatorHandlers(deps: OperatorDeps): OperatorHandlers {
  const { maintenance, accountSettings, currencies, ledger, users, auth, bus, mail, releases, payments, kyc } = deps;
  const rates = async () => {
    const { rates, updatedAt } = await currencies.exchangeRates(BASE_CURRENCY, []);
    return { baseCurrency: BASE_CURRENCY, exchangeRates: rates, updatedAt };
  };
  const findUser = async (ref: string) => {
    const user = await users.find(ref);
    if (!user) throw new ApiError('USER_NOT_FOUND', 'No such user');
    return user;
  };
  return {
    '/operator/health': async () => ({ ok: true, version: PLATFORM_VERSION }),
    '/operator/maintenance/get': async () => ({ maintenance: await maintenance.get() }),
    '/operator/maintenance/set': async (body) => ({
      maintenance: await maintenance.set(body.enabled ? { enabled: true, endTime: body.endTime } : { enabled: false }),
    }),
    '/operator/account-settings/get': async () => ({ accountSettings: await accountSettings.get() }),
    '/operator/account-settings/update': async (body) => ({ accountSettings: await accountSettings.update(body) }),
    '/operator/oidc-providers/list': async () => ({ providers: await auth.oidcProviders.list() }),
    '/operator/oidc-providers/set': async (body) => ({ provider: await auth.oidcProviders.set(body) }),
    '/operator/oidc-providers/remove': async (body) => {
      await auth.oidcProviders.remove(body.id);
      return { ok: true };
    },
    '/operator/exchange-rates/get': rates,
    '/operator/exchange-rates/set': async (body) => {
      await currencies.setExchangeRates(BASE_CURRENCY, body.rates);
      return rates();
    },
    '/operator/mail/outbox': async (body) => {
      const mails = await mail.outbox({ ...(body.to ? { to: body.to } : {}), limit: body.limit ?? 20 });
      return { mails: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt.toISOString() })) };
    },
    '/operator/users/list': async (body) => {
      const rows = await users.list({ ...(body.search ? { search: body.search } : {}), limit: body.limit ?? 50 });
      const lockouts = await auth.lockouts(rows.map((row) => row.email));
      return {
        users: rows.map((row) => {
          const lockout = lockouts.get(row.email);
          return {
            userId: row.id,
            email: row.email,
            currency: row.currency,
            emailVerified: row.email_verified_at !== null,
            createdAt: row.created_at.toISOString(),
            failedLogins: lockout?.failedLogins ?? 0,
            lockedUntil: lockout?.lockedUntil ? lockout.lockedUntil.toISOString() : null,
          };
        }),
      };
    },
    '/operator/users/unlock': async (body) => {
      await auth.unlock((await findUser(body.user)).email);
      return { ok: true };
    },
    '/operator/wallet/adjust': async (body) => {
      const user = await findUser(body.user);
      const decimals = await ledger.decimals(body.currency);
      let minor: bigint;
      try {
        minor = toMinor(body.amount, decimals);
      } catch {
        throw new ApiError('VALIDATION_FAILED', `The amount does not fit ${body.currency} (${decimals} decimals)`);
      }
      if (minor === 0n) throw new ApiError('VALIDATION_FAILED', 'The amount must not be zero');
      const player = { type: body.kind === 'operatorBonus' ? 'player_bonus' : 'player_cash', userId: user.id } as const;
      const house = { type: 'house' } as const;
      // One transfer on its own; the ledger pushes wallet.balance.update once it is made.
      const { transferId, balances } = await ledger.transferNow({
        from: minor > 0n ? house : player,
        to: minor > 0n ? player : house,
        currency: body.currency,
        amount: minor > 0n ? minor : -minor,
        kind: 'adjustment',
        reference: `adjustment:${randomUUID()}`,
      });
      const row = balances.find((entry) => entry.userId === user.id);
      if (!row) throw new Error('the balance row is missing after a transfer');
      const balance = await ledger.payload(row);
      if (body.announce) {
        const positive = !body.amount.startsWith('-');
        await bus.publish(user.id, {
          m: 'payment.settle',
          p: {
            type: positive ? 'deposit' : 'withdraw',
            amount: body.amount.replace(/^-/, ''),
            currency: balance.currency,
            status: 'success',
          },
        });
      }
      return { ...balance, transactionId: transferId };
    },
    '/operator/ledger/check': () => ledger.check(),
    '/operator/kyc/list': async (body) => ({ documents: await kyc.list({ status: body.status, limit: body.limit ?? 50 }) }),
    '/operator/kyc/view': (body) => kyc.view(body.documentId),
    '/operator/kyc/approve': (body) => kyc.decide(body.documentId, { approve: true }),
    '/operator/kyc/reject': (body) => kyc.decide(body.documentId, { approve: false, reason: body.reason }),
    '/operator/withdrawals/list': async (body) => ({ withdrawals: await payments.withdrawals.reviewing(body.limit ?? 50) }),
    '/operator/withdrawals/approve': async (body) => ({
      transaction: await payments.withdrawals.decide(body.transactionId, { approve: true }),
    }),
    '/operator/withdrawals/reject': async (body) => ({
      transaction: await payments.withdrawals.decide(body.transactionId, { approve: false, reason: body.reason }),
    }),
    '/operator/releases/list': async (body) => ({ areas: await releases.list(body.area) }),
    '/operator/releases/set': async (body) => ({ rollout: await releases.set(body.area, body.version, body.actor ?? OPERATOR_ACTOR) }),
    '/operator/releases/canary': async (body) => ({
      rollout: await releases.canary(body.area, body.version, body.percent, body.actor ?? OPERATOR_ACTOR),
    }),
    '/operator/releases/promote': async (body) => ({ rollout: await releases.promote(body.area, body.actor ?? OPERATOR_ACTOR) }),
    '/operator/releases/abort': async (body) => ({ rollout: await releases.abort(body.area, body.actor ?? OPERATOR_ACTOR) }),
    '/operator/alerts/list': async (body) => ({ alerts: await deps.alerts.list(body.limit ?? 50) }),
    '/operator/releases/audit': async (body) => ({ entries: await releases.audit(body.area, body.limit ?? 50) }),
    '/operator/releases/health': async (body) => ({ figures: await releases.health(body.area) }),
    ...deps.programmes,
  };
}

/** Who a change is recorded as when the caller does not say. */
const OPERATOR_ACTOR = 'operator';
