import { toMinor } from '@app/contract';
import type { Currencies } from '../currencies/index.ts';
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

/** The usual set of a currency: the provider's page and a card to deposit; an account and a card to be paid out to. */
function usual(figures: {
  deposit: [min: string, max: string, quick: readonly string[]];
  cardDeposit: [max: string, feePercent: string];
  withdraw: [min: string, max: string, quick: readonly string[]];
  cardWithdraw: [min: string, max: string, feeFixed: string];
}): ChannelSeed[] {
  const [depositMin, depositMax, depositQuick] = figures.deposit;
  const [withdrawMin, withdrawMax, withdrawQuick] = figures.withdraw;
  const [cardWithdrawMin, cardWithdrawMax, cardWithdrawFee] = figures.cardWithdraw;
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
      max: figures.cardDeposit[0],
      feePercent: figures.cardDeposit[1],
      feeFixed: '0',
      quick: depositQuick.filter((amount) => Number(amount) <= Number(figures.cardDeposit[0])),
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

/**
 * The channels the platform starts with, per currency, with figures of the kind real providers use:
 * card deposits carry the card network's fee, card payouts a fixed one, and BRL and INR add a bank
 * transfer to an address of the player's own (a PIX key, a UPI virtual address), deposit only.
 */
export const SEED_CHANNELS: Record<string, ChannelSeed[]> = {
  USD: usual({
    deposit: ['10', '5000', ['20', '50', '100', '250', '500', '1000']],
    cardDeposit: ['2500', '2.5'],
    withdraw: ['20', '5000', ['50', '100', '250', '500', '1000', '2500']],
    cardWithdraw: ['20', '2500', '1'],
  }),
  EUR: usual({
    deposit: ['10', '5000', ['20', '50', '100', '250', '500', '1000']],
    cardDeposit: ['2500', '1.9'],
    withdraw: ['20', '5000', ['50', '100', '250', '500', '1000', '2500']],
    cardWithdraw: ['20', '2500', '1'],
  }),
  GBP: usual({
    deposit: ['10', '4000', ['20', '50', '100', '250', '500', '1000']],
    cardDeposit: ['2000', '1.9'],
    withdraw: ['20', '4000', ['50', '100', '250', '500', '1000', '2000']],
    cardWithdraw: ['20', '2000', '1'],
  }),
  BRL: [
    ...usual({
      deposit: ['20', '25000', ['50', '100', '200', '500', '1000', '2000']],
      cardDeposit: ['10000', '2.99'],
      withdraw: ['50', '25000', ['100', '200', '500', '1000', '2500', '5000']],
      cardWithdraw: ['50', '10000', '5'],
    }),
    {
      kind: 'bank_transfer',
      direction: 'deposit',
      name: 'PIX',
      min: '1',
      max: '50000',
      feePercent: '0',
      feeFixed: '0',
      quick: ['20', '50', '100', '200', '500', '1000'],
      eta: 'instant',
      addressFormat: 'pix_key',
    },
  ],
  INR: [
    ...usual({
      deposit: ['300', '200000', ['500', '1000', '2000', '5000', '10000', '25000']],
      cardDeposit: ['100000', '2'],
      withdraw: ['500', '200000', ['1000', '2000', '5000', '10000', '25000', '50000']],
      cardWithdraw: ['1000', '100000', '50'],
    }),
    {
      kind: 'bank_transfer',
      direction: 'deposit',
      name: 'UPI',
      min: '100',
      max: '100000',
      feePercent: '0',
      feeFixed: '0',
      quick: ['300', '500', '1000', '2000', '5000', '10000'],
      eta: 'minutes',
      addressFormat: 'upi_vpa',
    },
  ],
  VND: usual({
    deposit: ['100000', '200000000', ['200000', '500000', '1000000', '2000000', '5000000', '10000000']],
    cardDeposit: ['50000000', '2'],
    withdraw: ['200000', '200000000', ['500000', '1000000', '2000000', '5000000', '10000000', '20000000']],
    cardWithdraw: ['500000', '50000000', '20000'],
  }),
  TRY: usual({
    deposit: ['100', '150000', ['250', '500', '1000', '2500', '5000', '10000']],
    cardDeposit: ['50000', '2.5'],
    withdraw: ['250', '150000', ['500', '1000', '2500', '5000', '10000', '25000']],
    cardWithdraw: ['500', '50000', '25'],
  }),
  JPY: usual({
    deposit: ['1500', '750000', ['3000', '5000', '10000', '30000', '50000', '100000']],
    cardDeposit: ['300000', '3'],
    withdraw: ['3000', '750000', ['5000', '10000', '30000', '50000', '100000', '300000']],
    cardWithdraw: ['3000', '300000', '150'],
  }),
};

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
