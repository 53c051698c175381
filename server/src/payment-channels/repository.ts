import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import { rowWhere } from '../db/rows.ts';
import type { CreatedAt } from '../db/schema.ts';

export type AddressFormat = 'pix_key' | 'upi_vpa';

/** payment_channels and payment_addresses (migration 0016): this domain's tables. */
export type PaymentChannelsTable = {
  id: string;
  currency: string;
  direction: 'deposit' | 'withdraw';
  kind: 'fiat' | 'bank_card' | 'bank_transfer';
  name: string;
  /** minor units */
  min_amount: number;
  max_amount: number;
  /** a decimal string such as "2.5" */
  fee_percent: string;
  fee_fixed: number;
  /** minor units, as JSON */
  quick_amounts: ColumnType<number[], string, string>;
  eta: 'instant' | 'minutes' | 'hours' | 'days';
  address_format: AddressFormat | null;
  memo_required: Generated<boolean>;
  enabled: Generated<boolean>;
  sort_order: number;
};
export type PaymentAddressesTable = {
  id: Generated<string>;
  user_id: string;
  currency: string;
  channel_id: string;
  address: string;
  memo: string | null;
  created_at: CreatedAt;
};
export type ChannelTables = { payment_channels: PaymentChannelsTable; payment_addresses: PaymentAddressesTable };
export type ChannelsDb = Kysely<ChannelTables>;
export type ChannelRow = Selectable<PaymentChannelsTable>;
export type AddressRow = Selectable<PaymentAddressesTable>;

export const channelsRepository = {
  /** Enabled channels of one direction, in the operator's order. */
  list(db: ChannelsDb, filter: { direction: 'deposit' | 'withdraw'; currencies: readonly string[]; kind?: string | undefined }) {
    if (filter.currencies.length === 0) return Promise.resolve([]);
    let query = db
      .selectFrom('payment_channels')
      .selectAll()
      .where('enabled', '=', true)
      .where('direction', '=', filter.direction)
      .where('currency', 'in', filter.currencies);
    if (filter.kind) query = query.where('kind', '=', filter.kind as ChannelRow['kind']);
    return query.orderBy('sort_order').orderBy('id').execute();
  },

  find(db: ChannelsDb, id: string): Promise<ChannelRow | undefined> {
    return rowWhere(db, 'payment_channels', { id });
  },

  /** Every channel, enabled or not, by currency, direction and the operator's order. */
  all(db: ChannelsDb): Promise<ChannelRow[]> {
    return db
      .selectFrom('payment_channels')
      .selectAll()
      .orderBy('currency')
      .orderBy('direction')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  },

  /** The channels of one currency and direction in the operator's order, held until the transaction ends. */
  groupForUpdate(db: ChannelsDb, currency: string, direction: ChannelRow['direction']): Promise<ChannelRow[]> {
    return db
      .selectFrom('payment_channels')
      .selectAll()
      .where('currency', '=', currency)
      .where('direction', '=', direction)
      .orderBy('sort_order')
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  async update(db: ChannelsDb, id: string, values: Partial<Pick<ChannelRow, 'enabled' | 'min_amount' | 'max_amount' | 'sort_order'>>) {
    if (Object.keys(values).length === 0) return;
    await db.updateTable('payment_channels').set(values).where('id', '=', id).execute();
  },

  /** Adds the channels not there yet (an operator's changes to existing ones are kept). */
  async insertMissing(
    db: ChannelsDb,
    rows: readonly (Omit<ChannelRow, 'quick_amounts' | 'memo_required' | 'enabled'> & { quick_amounts: string })[],
  ) {
    if (rows.length === 0) return;
    await db
      .insertInto('payment_channels')
      .values([...rows])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },

  addressOf(db: ChannelsDb, userId: string, currency: string, channelId: string): Promise<AddressRow | undefined> {
    return rowWhere(db, 'payment_addresses', { user_id: userId, currency, channel_id: channelId });
  },

  /** Keeps the address unless the player already has one for the channel, or the address is taken. */
  async insertAddress(db: ChannelsDb, row: Pick<AddressRow, 'user_id' | 'currency' | 'channel_id' | 'address' | 'memo'>): Promise<void> {
    await db
      .insertInto('payment_addresses')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  byAddress(db: ChannelsDb, address: string): Promise<AddressRow | undefined> {
    return rowWhere(db, 'payment_addresses', { address });
  },
};
