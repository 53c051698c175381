import { useEffect, useRef, useState } from 'react';
import { Copy } from 'lucide-react';
import type { PaymentChannel } from '@app/contract';
import { copyText } from '@app/ui';
import { ErrorState, LoadingNote, Skeleton } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { ChannelFacts } from '../../../shared/components/ChannelList.tsx';
import { usePaymentAddress } from '../api/paymentAddress.ts';
import '../deposit.css';

/** A value the player copies into their bank's app: shown whole, with a Copy button. */
function CopyRow({ label, value, onCopied }: { label: string; value: string; onCopied: (label: string, ok: boolean) => void }) {
  const { t } = useAreaTranslation();
  const copy = async () => onCopied(label, await copyText(value));
  return (
    <div className="wallet-copy">
      <div className="wallet-copy__text">
        <span className="wallet-copy__label">{label}</span>
        <code className="wallet-copy__value">{value}</code>
      </div>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={copy}
        aria-label={t('address.copyLabel', { label })}
      >
        <Copy aria-hidden="true" />
        {t('address.copy')}
      </button>
    </div>
  );
}

/** The player's own account on a bank-transfer channel: what to send the transfer to, and its reference. */
export function BankTransferAddress({ channel }: { channel: PaymentChannel }) {
  const { t } = useAreaTranslation();
  const address = usePaymentAddress(channel.currency, channel.channelId);
  const [copied, setCopied] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onCopied = (label: string, ok: boolean) => {
    setCopied(ok ? t('address.copied', { label }) : t('address.copyFailed'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(''), 4000);
  };

  return (
    <div className="wallet-address">
      {address.isPending ? (
        <>
          <LoadingNote />
          <Skeleton width="50%" />
          <Skeleton variant="rect" height="3rem" />
        </>
      ) : null}
      {address.isError ? <ErrorState headingLevel={3} text={t('address.loadFailed')} onRetry={() => address.refetch()} /> : null}
      {address.data ? (
        <>
          <p className="wallet-address__intro">{t('address.intro', { currency: channel.currency })}</p>
          <CopyRow label={t('address.account')} value={address.data.address} onCopied={onCopied} />
          {address.data.memo ? <CopyRow label={t('address.memo')} value={address.data.memo} onCopied={onCopied} /> : null}
          {address.data.memo ? <p className="wallet-fineprint">{t('address.memoNote')}</p> : null}
          <ChannelFacts channel={channel} />
        </>
      ) : null}
      <p className="visually-hidden" role="status">
        {copied}
      </p>
      {copied ? (
        <p className="wallet-address__copied" aria-hidden="true">
          {copied}
        </p>
      ) : null}
    </div>
  );
}
