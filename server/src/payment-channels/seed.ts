import { toMinor } from '@app/contract';
import type { Currencies } from '../currencies/index.ts';
import { tableRows, words } from '../platform/text-table.ts';
import { channelsRepository, type AddressFormat, type ChannelRow, type ChannelsDb } from './repository.ts';

interface ChannelSeed {
  kind: ChannelRow['kind'];
  direction: ChannelRow['direction'];
  name: string;
  /** Major units, as the operator would write them. */
  min: string;
  max: string;
  feePercent: string;
  feeFixed: string;
  quick: readonly string[];
  eta: ChannelRow['eta'];
  addressFormat?: AddressFormat;
}

/**
 * The usual set of a currency: the provider's page and a card to deposit; an account and a card to be
 * paid out to, from the cells of a currency's row in the table below (SEED_CHANNELS).
 */
function usual(cells: readonly string[]): ChannelSeed[] {
  const [deposit = '', depositQuickCell = '', cardDeposit = '', withdraw = '', withdrawQuickCell = '', cardWithdraw = ''] = cells;
  const [depositMin = '', depositMax = ''] = words(deposit);
  const [cardDepositMax = '', cardDepositFee = ''] = words(cardDeposit);
  const [withdrawMin = '', withdrawMax = ''] = words(withdraw);
  const [cardWithdrawMin = '', cardWithdrawMax = '', cardWithdrawFee = ''] = words(cardWithdraw);
  const depositQuick = words(depositQuickCell);
  const withdrawQuick = words(withdrawQuickCell);
  return [
    {
      kind: 'fiat',
      direction: 'deposit',
      name: 'Demo Pay',
      min: depositMin,
      max: depositMax,
      feePercent: '0',
      feeFixed: '0',
      quick: depositQuick,
      eta: 'instant',
    },
    {
      kind: 'bank_card',
      direction: 'deposit',
      name: 'Bank card',
      min: depositMin,
      max: cardDepositMax,
      feePercent: cardDepositFee,
      feeFixed: '0',
      quick: depositQuick.filter((amount) => Number(amount) <= Number(cardDepositMax)),
      eta: 'instant',
    },
    {
      kind: 'fiat',
      direction: 'withdraw',
      name: 'Demo Pay',
      min: withdrawMin,
      max: withdrawMax,
      feePercent: '1',
      feeFixed: '0',
      quick: withdrawQuick,
      eta: 'hours',
    },
    {
      kind: 'bank_card',
      direction: 'withdraw',
      name: 'Bank card',
      min: cardWithdrawMin,
      max: cardWithdrawMax,
      feePercent: '0',
      feeFixed: cardWithdrawFee,
      quick: withdrawQuick.filter((amount) => Number(amount) >= Number(cardWithdrawMin) && Number(amount) <= Number(cardWithdrawMax)),
      eta: 'days',
    },
  ];
}

/** A deposit by bank transfer to an address of the player's own (a PIX key, a UPI virtual address). */
function bankTransfer(name: string, addressFormat: AddressFormat, limits: string, quick: string, eta: ChannelRow['eta']): ChannelSeed {
  const [min = '', max = ''] = words(limits);
  return {
    kind: 'bank_transfer',
    direction: 'deposit',
    name,
    min,
    max,
    feePercent: '0',
    feeFixed: '0',
    quick: words(quick),
    eta,
    addressFormat,
  };
}

const BANK_TRANSFERS: Record<string, ChannelSeed> = {
  BRL: bankTransfer('PIX', 'pix_key', '1 50000', '20 50 100 200 500 1000', 'instant'),
  INR: bankTransfer('UPI', 'upi_vpa', '100 100000', '300 500 1000 2000 5000 10000', 'minutes'),
};

/**
 * The channels the platform starts with, per currency, with figures of the kind real providers use:
 * card deposits carry the card network's fee, card payouts a fixed one, and BRL and INR add a bank
 * transfer (deposit only). A row of usual figures, in major units:
 * currency | deposits min max | their quick amounts | card deposits max, fee percent | payouts min max | their quick amounts | card payouts min max, fixed fee
 */
export const SEED_CHANNELS: Record<string, ChannelSeed[]> = Object.fromEntries(
  tableRows(
    `
    USD | 10 5000          | 20 50 100 250 500 1000                         | 2500 2.5   | 20 5000          | 50 100 250 500 1000 2500                         | 20 2500 1
    EUR | 10 5000          | 20 50 100 250 500 1000                         | 2500 1.9   | 20 5000          | 50 100 250 500 1000 2500                         | 20 2500 1
    GBP | 10 4000          | 20 50 100 250 500 1000                         | 2000 1.9   | 20 4000          | 50 100 250 500 1000 2000                         | 20 2000 1
    BRL | 20 25000         | 50 100 200 500 1000 2000                       | 10000 2.99 | 50 25000         | 100 200 500 1000 2500 5000                       | 50 10000 5
    INR | 300 200000       | 500 1000 2000 5000 10000 25000                 | 100000 2   | 500 200000       | 1000 2000 5000 10000 25000 50000                 | 1000 100000 50
    VND | 100000 200000000 | 200000 500000 1000000 2000000 5000000 10000000 | 50000000 2 | 200000 200000000 | 500000 1000000 2000000 5000000 10000000 20000000 | 500000 50000000 20000
    TRY | 100 150000       | 250 500 1000 2500 5000 10000                   | 50000 2.5  | 250 150000       | 500 1000 2500 5000 10000 25000                   | 500 50000 25
    JPY | 1500 750000      | 3000 5000 10000 30000 50000 100000             | 300000 3   | 3000 750000      | 5000 10000 30000 50000 100000 300000             | 3000 300000 150
`,
    7,
  ).map(([currency = '', ...figures]) => {
    const transfer = BANK_TRANSFERS[currency];
    return [currency, [...usual(figures), ...(transfer ? [transfer] : [])]];
  }),
);

const KIND_ORDER: Record<ChannelRow['kind'], number> = { fiat: 0, bank_card: 1, bank_transfer: 2 };

export function channelId(currency: string, seed: Pick<ChannelSeed, 'kind' | 'direction'>): string {
  return `${currency.toLowerCase()}-${seed.kind.replace('_', '-')}-${seed.direction}`;
}

/** Adds the seeded channels of every known currency that has none of them yet; never overwrites. */
export async function seedPaymentChannels(db: ChannelsDb, currencies: Pick<Currencies, 'list'>): Promise<void> {
  const known = await currencies.list();
  const rows = known.flatMap((currency, currencyIndex) =>
    (SEED_CHANNELS[currency.currency] ?? []).map((seed) => ({
      id: channelId(currency.currency, seed),
      currency: currency.currency,
      direction: seed.direction,
      kind: seed.kind,
      name: seed.name,
      min_amount: Number(toMinor(seed.min, currency.decimals)),
      max_amount: Number(toMinor(seed.max, currency.decimals)),
      fee_percent: seed.feePercent,
      fee_fixed: Number(toMinor(seed.feeFixed, currency.decimals)),
      quick_amounts: JSON.stringify(seed.quick.map((amount) => Number(toMinor(amount, currency.decimals)))),
      eta: seed.eta,
      address_format: seed.addressFormat ?? null,
      sort_order: currencyIndex * 10 + KIND_ORDER[seed.kind],
    })),
  );
  await channelsRepository.insertMissing(db, rows);
}
