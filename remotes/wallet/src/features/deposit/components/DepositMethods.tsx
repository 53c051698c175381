import { useState } from 'react';
import type { PaymentChannel } from '@app/contract';
import { EmptyState, ErrorState, SkeletonList } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useChannels } from '../../../shared/api/channelPage.ts';
import { ChannelList } from '../../../shared/components/ChannelList.tsx';
import { KycNotice } from '../../../shared/components/KycNotice.tsx';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { withQuery } from '../../../shared/model/navigation.ts';
import { BankTransferAddress } from './BankTransferAddress.tsx';

/** Where each kind of deposit channel goes: its form, or (a bank transfer) the address opens in place. */
export function depositHref(channel: PaymentChannel): string | null {
  const query = { currency: channel.currency, channelId: channel.channelId };
  if (channel.kind === 'fiat') return withQuery('/deposit/fiat', query);
  if (channel.kind === 'bank_card') return withQuery('/deposit/bank-card', query);
  return null;
}

/** The ways to deposit in a currency, with their limits, fees and usual times. */
export function DepositMethods({ currency }: { currency: string }) {
  const { t } = useAreaTranslation();
  const channels = useChannels(currency, 'deposit');
  const gate = useKycGate('deposit');
  const [opened, setOpened] = useState<string | null>(null);

  return (
    <section className="section" aria-labelledby="deposit-methods-title">
      <h2 id="deposit-methods-title" className="section__title">
        {t('methods.depositTitle')}
      </h2>
      {gate ? <KycNotice action="deposit" {...gate} /> : null}
      {channels.isPending ? <SkeletonList /> : null}
      {channels.isError ? <ErrorState headingLevel={3} text={t('methods.loadFailed')} onRetry={() => channels.refetch()} /> : null}
      {channels.data?.length === 0 ? (
        <EmptyState headingLevel={3} title={t('methods.emptyTitle')} text={t('methods.emptyDeposit', { currency })} />
      ) : null}
      {channels.data && channels.data.length > 0 ? (
        <ChannelList
          channels={channels.data}
          label={t('methods.depositTitle')}
          hrefFor={depositHref}
          chosen={opened}
          onChoose={(channel) => setOpened((current) => (current === channel.channelId ? null : channel.channelId))}
          detail={(channel) => (opened === channel.channelId ? <BankTransferAddress channel={channel} /> : null)}
        />
      ) : null}
    </section>
  );
}
