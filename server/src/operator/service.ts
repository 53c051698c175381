import { sql } from 'kysely';
import type { OperatorPath, OperatorRequest, OperatorResponse } from '@app/contract';
import type { AuthService } from '../auth/service.ts';
import type { Db } from '../db/database.ts';
import type { MaintenanceStore } from '../maintenance/store.ts';
import type { EventBus } from '../platform/bus.ts';
import { ApiError } from '../plugins/errors.ts';
import type { AccountSettingsStore } from '../settings/store.ts';
import { findUser } from '../users/store.ts';
import { BASE_CURRENCY, type WalletStore } from '../wallet/store.ts';

export interface OperatorDeps {
  db: Db;
  maintenance: MaintenanceStore;
  accountSettings: AccountSettingsStore;
  wallet: WalletStore;
  auth: AuthService;
  bus: EventBus;
}

export type OperatorHandlers = { [P in OperatorPath]: (body: OperatorRequest<P>) => Promise<OperatorResponse<P>> };

export const PLATFORM_VERSION = '1.0.0';

/** What an operator can do: the operator API and the CLI both drive these. */
export class OperatorService {
  readonly #deps: OperatorDeps;

  constructor(deps: OperatorDeps) {
    this.#deps = deps;
  }

  handlers(): OperatorHandlers {
    const { db, maintenance, accountSettings, wallet, auth, bus } = this.#deps;
    return {
      '/operator/health': async () => ({ ok: true, version: PLATFORM_VERSION }),
      '/operator/maintenance/get': async () => ({ maintenance: await maintenance.get() }),
      '/operator/maintenance/set': async (body) => ({
        maintenance: await maintenance.set(body.enabled ? { enabled: true, endTime: body.endTime } : { enabled: false }),
      }),
      '/operator/account-settings/get': async () => ({ accountSettings: await accountSettings.get() }),
      '/operator/account-settings/update': async (body) => ({ accountSettings: await accountSettings.update(body) }),
      '/operator/exchange-rates/get': async () => {
        const { rates, updatedAt } = await wallet.exchangeRates(BASE_CURRENCY, []);
        return { baseCurrency: BASE_CURRENCY, exchangeRates: rates, updatedAt };
      },
      '/operator/exchange-rates/set': async (body) => {
        await wallet.setExchangeRates(BASE_CURRENCY, body.rates);
        const { rates, updatedAt } = await wallet.exchangeRates(BASE_CURRENCY, []);
        return { baseCurrency: BASE_CURRENCY, exchangeRates: rates, updatedAt };
      },
      '/operator/mail/outbox': async (body) => {
        let query = db
          .selectFrom('mail_outbox')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(body.limit ?? 20);
        if (body.to) query = query.where('to_address', '=', body.to.trim().toLowerCase());
        const rows = await query.execute();
        return {
          mails: rows.map((row) => ({
            id: row.id,
            to: row.to_address,
            subject: row.subject,
            text: row.body,
            createdAt: row.created_at.toISOString(),
          })),
        };
      },
      '/operator/users/list': async (body) => {
        let query = db
          .selectFrom('users as u')
          .leftJoin('login_attempts as a', 'a.email', 'u.email')
          .select(['u.id', 'u.email', 'u.currency', 'u.email_verified_at', 'u.created_at', 'a.failed_count', 'a.locked_until'])
          .orderBy('u.created_at', 'desc')
          .limit(body.limit ?? 50);
        if (body.search)
          query = query.where('u.email', 'like', sql<string>`${'%' + body.search.toLowerCase().replace(/[\\%_]/g, '\\$&') + '%'}`);
        const rows = await query.execute();
        const now = Date.now();
        return {
          users: rows.map((row) => ({
            userId: row.id,
            email: row.email,
            currency: row.currency,
            emailVerified: row.email_verified_at !== null,
            createdAt: row.created_at.toISOString(),
            failedLogins: row.failed_count ?? 0,
            lockedUntil: row.locked_until && row.locked_until.getTime() > now ? row.locked_until.toISOString() : null,
          })),
        };
      },
      '/operator/users/unlock': async (body) => {
        const user = await findUser(db, body.user);
        if (!user) throw new ApiError(404, 'USER_NOT_FOUND', 'No such user');
        await auth.unlock(user.email);
        return { ok: true };
      },
      '/operator/wallet/adjust': async (body) => {
        const user = await findUser(db, body.user);
        if (!user) throw new ApiError(404, 'USER_NOT_FOUND', 'No such user');
        const result = await wallet.adjust({
          userId: user.id,
          currency: body.currency,
          amount: body.amount,
          kind: body.kind ?? 'cash',
          reason: 'operator_adjustment',
        });
        await bus.publish(user.id, {
          m: 'wallet.balance.update',
          p: { currency: result.currency, afterCash: result.afterCash, afterOperatorBonus: result.afterOperatorBonus },
        });
        if (body.announce) {
          const positive = !body.amount.startsWith('-');
          await bus.publish(user.id, {
            m: 'payment.settle',
            p: {
              type: positive ? 'deposit' : 'withdraw',
              amount: body.amount.replace(/^-/, ''),
              currency: result.currency,
              status: 'success',
            },
          });
        }
        return {
          currency: result.currency,
          afterCash: result.afterCash,
          afterOperatorBonus: result.afterOperatorBonus,
          transactionId: result.transactionId,
        };
      },
    };
  }
}
