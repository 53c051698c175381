import { auditOperatorHandlers, type Audit } from '../audit/index.ts';
import { authOperatorHandlers, type Auth } from '../auth/index.ts';
import { bonusOperatorHandlers, type Bonus } from '../bonus/index.ts';
import { currenciesOperatorHandlers, type Currencies } from '../currencies/index.ts';
import { kycOperatorHandlers, type Kyc } from '../kyc/index.ts';
import { ledgerOperatorHandlers, type Ledger } from '../ledger/index.ts';
import { maintenanceOperatorHandlers, type MaintenanceStore } from '../maintenance/index.ts';
import { channelsOperatorHandlers, type PaymentChannels } from '../payment-channels/index.ts';
import { paymentsOperatorHandlers, type Payments } from '../payments/index.ts';
import type { EventBus } from '../platform/bus.ts';
import { mailOperatorHandlers, type MailTransport } from '../platform/mail.ts';
import type { OperatorHandlers } from '../platform/operator-commands.ts';
import { releasesOperatorHandlers, type Releases } from '../releases/index.ts';
import { settingsOperatorHandlers, type AccountSettingsStore } from '../settings/index.ts';
import { sportsOperatorHandlers, type SportsDomain } from '../sports/index.ts';
import { staffOperatorHandlers, type Staff } from '../staff/index.ts';
import { usersOperatorHandlers, type Users } from '../users/index.ts';
import { vipOperatorHandlers, type Vip } from '../vip/index.ts';
import { walletOperatorHandlers, type Adjustments } from '../wallet/index.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { alertsOperatorHandlers, type Alerts } from './alerts.ts';
import { backupOperatorHandlers } from './backup.ts';
import { dashboardOperatorHandlers, type DashboardDeps } from './dashboard.ts';
import { playersOperatorHandlers, type PlayersDeps } from './players.ts';

export interface OperatorDeps {
  maintenance: MaintenanceStore;
  accountSettings: AccountSettingsStore;
  currencies: Currencies;
  ledger: Pick<Ledger, 'transferNow' | 'decimals' | 'check'>;
  users: Pick<Users, 'find' | 'list' | 'emailsOf'>;
  auth: Pick<Auth, 'unlock' | 'lockouts' | 'oidcProviders'>;
  bus: Pick<EventBus, 'publish'>;
  mail: Pick<MailTransport, 'outbox'>;
  releases: Pick<Releases, 'list' | 'set' | 'canary' | 'promote' | 'abort' | 'audit' | 'health' | 'healthHistory'>;
  payments: { withdrawals: Pick<Payments['withdrawals'], 'reviewing' | 'decide'> };
  channels: Pick<PaymentChannels, 'all' | 'change'>;
  kyc: Pick<Kyc, 'list' | 'view' | 'file' | 'decide'>;
  alerts: Pick<Alerts, 'list'>;
  vip: Pick<Vip, 'settings' | 'setLevels' | 'updateLevel' | 'updateRules'>;
  bonus: Pick<Bonus, 'depositRewards' | 'setDepositRewards' | 'expireDue'>;
  sports: Pick<SportsDomain, 'operator' | 'trading'>;
  /** The database: a backup of the embedded one, and the transaction of each audited change. */
  database: Pick<DatabaseHandle, 'db' | 'engine' | 'dumpDataDir'>;
  audit: Pick<Audit, 'record' | 'search' | 'get'>;
  adjustments: Adjustments;
  staff: Staff;
  /** What the dashboard reads (dashboard.ts). */
  dashboard: DashboardDeps;
  /** What the player page reads (players.ts). */
  players: PlayersDeps;
}

export const PLATFORM_VERSION = '1.0.0';

/** What an operator can do: each domain's handlers of its operator endpoints, which the operator API and the CLI both drive. */
export function operatorHandlers(deps: OperatorDeps): OperatorHandlers {
  const { users, auth, ledger } = deps;
  return {
    '/operator/health': async () => ({ ok: true, version: PLATFORM_VERSION }),
    ...backupOperatorHandlers(deps.database),
    ...alertsOperatorHandlers(deps.alerts),
    ...maintenanceOperatorHandlers(deps.maintenance),
    ...settingsOperatorHandlers(deps.accountSettings),
    ...authOperatorHandlers(auth),
    ...currenciesOperatorHandlers(deps.currencies),
    ...mailOperatorHandlers(deps.mail),
    ...usersOperatorHandlers({ users, lockouts: (emails) => auth.lockouts(emails), unlock: (email) => auth.unlock(email) }),
    ...walletOperatorHandlers(deps.adjustments),
    ...ledgerOperatorHandlers(ledger),
    ...kycOperatorHandlers(deps.kyc),
    ...paymentsOperatorHandlers({ ...deps.payments, emailsOf: (userIds) => users.emailsOf(userIds) }),
    ...channelsOperatorHandlers(deps.channels),
    ...releasesOperatorHandlers(deps.releases),
    ...vipOperatorHandlers(deps.vip),
    ...bonusOperatorHandlers(deps.bonus),
    ...sportsOperatorHandlers(deps.sports),
    ...auditOperatorHandlers(deps.audit),
    ...staffOperatorHandlers(deps.staff),
    ...dashboardOperatorHandlers(deps.dashboard),
    ...playersOperatorHandlers(deps.players),
  };
}
