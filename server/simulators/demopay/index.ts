import type { Kysely } from 'kysely';
import { migrateOwnTables } from '../shared/migrate.ts';
import { DemoPay, type DemoPayOptions, type DemoPayPaymentsTable } from './service.ts';

export { demoPayRoutes } from './routes.ts';
export {
  PAYMENT_SIGNATURE_HEADER as SIGNATURE_HEADER,
  PAYMENT_SIGNATURE_TOLERANCE_SECONDS as SIGNATURE_TOLERANCE_SECONDS,
  signPaymentCallback as sign,
  verifyPaymentCallback as verify,
} from '@app/contract/providers';
export type { DemoPay } from './service.ts';

/** The provider's only table (its migrations, in ./migrations). */
export type DemoPayTables = { demopay_payments: DemoPayPaymentsTable };

/** Makes or brings up to date the provider's table (in the schema named); run before createDemoPay. */
export async function migrateDemoPay(deps: { db: Kysely<DemoPayTables>; schema: string }): Promise<void> {
  await migrateOwnTables(deps.db, { name: 'demopay', folder: new URL('./migrations/', import.meta.url), schema: deps.schema });
}

/**
 * The demo payment provider: a third party of its own with its own table, reached by the platform
 * through its merchant interface (open a payment) and reaching the platform only through signed HTTP
 * callbacks (@app/contract/providers), as a real provider deployed apart would.
 */
export function createDemoPay(deps: { db: Kysely<DemoPayTables> } & DemoPayOptions): DemoPay {
  const { db, ...options } = deps;
  return new DemoPay(db, options);
}
