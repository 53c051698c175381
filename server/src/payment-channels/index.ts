import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import type { ChannelTables } from './repository.ts';
import { seedPaymentChannels } from './seed.ts';
import { PaymentChannels } from './service.ts';

export { channelsCommands, channelsOperatorHandlers } from './operator.ts';
export { channelsRoutes } from './routes.ts';
export { SEED_CHANNELS } from './seed.ts';
export type { ChannelFilter, PaymentAddress, PaymentChannels } from './service.ts';

/** The payment channels (limits, fees, quick amounts) and the players' stable deposit addresses. */
export function createPaymentChannels(deps: { db: Db; currencies: Pick<Currencies, 'list'> }): PaymentChannels {
  return new PaymentChannels(deps.db.withTables<ChannelTables>(), deps.currencies);
}

/** Adds the channels the platform starts with (per known currency), never overwriting the operator's. */
export function seedChannels(deps: { db: Db; currencies: Pick<Currencies, 'list'> }): Promise<void> {
  return seedPaymentChannels(deps.db.withTables<ChannelTables>(), deps.currencies);
}
