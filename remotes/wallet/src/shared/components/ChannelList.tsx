import type { ReactNode } from 'react';
import { Banknote, ChevronRight, CreditCard, Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PaymentChannel, PaymentChannelKind } from '@app/contract';
import { Money, usePercent } from '@app/ui';
import { useAreaTranslation } from '../../area.ts';
import { chargesFee } from '../model/amounts.ts';
import './ChannelList.css';

const KIND_ICONS: Record<PaymentChannelKind, typeof Banknote> = { fiat: Banknote, bank_card: CreditCard, bank_transfer: Landmark };

/** A channel's fee in words: "No fee", "2.5%", "$0.50" or "2.5% + $0.50". */
export function ChannelFee({ channel }: { channel: PaymentChannel }) {
  const { t } = useAreaTranslation();
  const formatPercent = usePercent();
  if (!chargesFee(channel)) return <>{t('methods.noFee')}</>;
  const percent = /[1-9]/.test(channel.feePercent) ? formatPercent(Number(channel.feePercent), { maximumFractionDigits: 4 }) : null;
  const fixed = /[1-9]/.test(channel.feeFixed) ? <Money amount={channel.feeFixed} currency={channel.currency} /> : null;
  return (
    <>
      {t('methods.fee')} {percent}
      {percent && fixed ? ' + ' : null}
      {fixed}
    </>
  );
}

/** What a channel takes and how fast: limits, fee and usual time. */
export function ChannelFacts({ channel }: { channel: PaymentChannel }) {
  const { t } = useAreaTranslation();
  return (
    <span className="wallet-facts">
      <span className="wallet-facts__item">
        <Money amount={channel.minAmount} currency={channel.currency} /> – <Money amount={channel.maxAmount} currency={channel.currency} />
      </span>
      <span className="wallet-facts__item">
        <ChannelFee channel={channel} />
      </span>
      <span className="wallet-facts__item">{t(`methods.eta.${channel.eta}`)}</span>
    </span>
  );
}

export interface ChannelListProps {
  channels: readonly PaymentChannel[];
  /** Names the list for screen readers. */
  label: string;
  /** Where choosing the channel goes; null makes the row choose with `onChoose` instead. */
  hrefFor: (channel: PaymentChannel) => string | null;
  onChoose?: (channel: PaymentChannel) => void;
  /** The channel shown as chosen (its row is pressed). */
  chosen?: string | null;
  /** Extra content under a row (the chosen bank transfer's address). */
  detail?: (channel: PaymentChannel) => ReactNode;
}

/** Payment methods as rows: each with its kind's icon, name, limits, fee and usual time. */
export function ChannelList({ channels, label, hrefFor, onChoose, chosen, detail }: ChannelListProps) {
  const { t } = useAreaTranslation();
  return (
    <ul className="list list--inset wallet-channels" aria-label={label}>
      {channels.map((channel) => {
        const Icon = KIND_ICONS[channel.kind];
        const href = hrefFor(channel);
        const content = (
          <>
            <span className="list-row__leading">
              <Icon aria-hidden="true" />
            </span>
            <span className="list-row__text">
              <span className="list-row__title">{channel.name}</span>
              <span className="list-row__subtitle">{t(`methods.kind.${channel.kind}`)}</span>
              <ChannelFacts channel={channel} />
            </span>
            <ChevronRight className="list-row__chevron" aria-hidden="true" />
          </>
        );
        return (
          <li key={channel.channelId} className="list-row">
            {href !== null ? (
              <Link className="list-row__body list-row__body--action" to={href}>
                {content}
              </Link>
            ) : (
              <button
                type="button"
                className="list-row__body list-row__body--action"
                aria-expanded={chosen === channel.channelId}
                onClick={() => onChoose?.(channel)}
              >
                {content}
              </button>
            )}
            {detail ? detail(channel) : null}
          </li>
        );
      })}
    </ul>
  );
}
