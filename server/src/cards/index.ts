import type { Db } from '../db/database.ts';
import type { CardTables } from './repository.ts';
import { Cards } from './service.ts';

export { cardsRoutes } from './routes.ts';
export { MAX_BANK_CARDS, type Cards } from './service.ts';

/**
 * The players' bank cards (brand, last four digits, expiry, holder; never the number).
 * fingerprintKey keys the HMAC of the number that recognises the same card added twice.
 */
export function createCards(deps: { db: Db; fingerprintKey: string }): Cards {
  return new Cards(deps.db.withTables<CardTables>(), deps.fingerprintKey);
}
