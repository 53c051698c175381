import type { PaymentChannel } from '@app/contract';
import { EmptyState, ErrorState, SkeletonList } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useChannels } from '../../../shared/api/channelPage.ts';
import { ChannelList } from '../../../shared/components/ChannelList.tsx';
import { KycNotice } from '../../../shared/components/KycNotice.tsx';
import { useKycGate } from '../../../shared/hooks/useKycGate.ts';
import { withQuery } from '../../../shared/model/navigation.ts';

/** Where each kind of withdrawal channel goes: to the player's account with the provider, or to a card. */
export function withdrawHref(channel: PaymentChannel): string | null {
  const query = { currency: channel.currency, channelId: channel.channelId };
  if (channel.kind === 'fiat') return withQuery('/withdraw/fiat', query);
  if (channel.kind === 'bank_card') return withQuery('/withdraw/bank-card', query);
  return null;
}

/** The ways to withdraw a currency, with their limits, fees and usual times. */
export function WithdrawMethods({ currency }: { currency: string }) {
  const { t } = useAreaTranslation();
  const channels = useChannels(currency, 'withdraw');
  const gate = useKycGate('withdraw');
  const usable = channels.data?.filter((channel) => withdrawHref(channel) !== null);

  return (
    <section className="section" aria-labelledby="withdraw-methods-title">
      <h2 id="withdraw-methods-title" className="section__title">
        {t('methods.withdrawTitle')}
      </h2>
      {gate ? <KycNotice action="withdraw" {...gate} /> : null}
      {channels.isPending ? <SkeletonList rows={2} /> : null}
      {channels.isError ? <ErrorState headingLevel={3} text={t('methods.loadFailed')} onRetry={() => channels.refetch()} /> : null}
      {usable?.length === 0 ? (
        <EmptyState headingLevel={3} title={t('methods.emptyTitle')} text={t('methods.emptyWithdraw', { currency })} />
      ) : null}
      {usable && usable.length > 0 ? <ChannelList channels={usable} label={t('methods.withdrawTitle')} hrefFor={withdrawHref} /> : null}
    </section>
  );
}
