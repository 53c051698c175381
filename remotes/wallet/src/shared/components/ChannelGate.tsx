import type { ReactNode } from 'react';
import type { PaymentChannel, PaymentChannelKind } from '@app/contract';
import { EmptyState, ErrorState, LoadingNote, Skeleton, SkeletonText } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../area.ts';
import { useChannels, type Direction } from '../api/channelPage.ts';
import './ChannelGate.css';

export interface ChannelGateProps {
  currency: string;
  direction: Direction;
  kind: PaymentChannelKind;
  /** The channel asked for; without one, the first channel of the kind. */
  channelId: string | null;
  /** Where the player goes to pick another method. */
  backHref: string;
  children: (channel: PaymentChannel) => ReactNode;
}

/** A payment form's channel: placeholders while it loads, Try again if it fails, a way back when it is gone. */
export function ChannelGate({ currency, direction, kind, channelId, backHref, children }: ChannelGateProps) {
  const { t } = useAreaTranslation();
  const channels = useChannels(currency, direction);
  if (channels.isPending) return <FormSkeleton />;
  if (channels.isError) return <ErrorState text={t('methods.loadFailed')} onRetry={() => channels.refetch()} />;
  const ofKind = channels.data.filter((channel) => channel.kind === kind);
  const channel = channelId ? ofKind.find((entry) => entry.channelId === channelId) : ofKind[0];
  if (!channel) {
    return (
      <EmptyState
        title={t('methods.unavailableTitle')}
        text={t('methods.unavailableText', { currency })}
        action={<ButtonLink to={backHref}>{t('methods.pickAnother')}</ButtonLink>}
      />
    );
  }
  return <>{children(channel)}</>;
}

/** The shape of a payment form while its channel loads. */
export function FormSkeleton() {
  return (
    <div className="wallet-skeleton">
      <LoadingNote />
      <Skeleton width="40%" />
      <Skeleton variant="rect" height="3rem" />
      <SkeletonText lines={2} />
      <Skeleton variant="rect" height="2.75rem" />
    </div>
  );
}
