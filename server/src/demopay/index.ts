import type { Db } from '../db/database.ts';
import { DemoPay, type DemoPayOptions, type DemoPayPaymentsTable } from './service.ts';

export { demoPayRoutes } from './routes.ts';
export { sign, verify, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from './signature.ts';
export type { DemoPay, DemoPayEvent, NewPayment } from './service.ts';

/**
 * The demo payment provider: its own module with its own table, reached by the platform through its
 * merchant interface (open a payment) and reaching the platform only through signed HTTP callbacks,
 * as a real provider deployed apart would.
 */
export function createDemoPay(deps: { db: Db } & DemoPayOptions): DemoPay {
  const { db, ...options } = deps;
  return new DemoPay(db.withTables<{ demopay_payments: DemoPayPaymentsTable }>(), options);
}
