import { useAtomValue } from 'jotai';
import { WifiOff } from 'lucide-react';
import { useTranslation } from '@app/i18n';
import { store as pageStore } from '@app/state';
import type { JotaiStore } from './connection.ts';
import { liveUpdatesStoppedAtom } from './status.ts';

/**
 * Says that live updates stopped once the socket has given up, with a Retry: an alert, read out by
 * a screen reader as it appears.
 */
export function LiveUpdatesNotice({ onRetry, store = pageStore }: { onRetry: () => void; store?: JotaiStore }) {
  const { t } = useTranslation();
  const stopped = useAtomValue(liveUpdatesStoppedAtom, { store });
  if (!stopped) return null;
  return (
    <div className="live-notice" role="alert">
      <WifiOff className="live-notice__icon" aria-hidden="true" />
      <p className="live-notice__text">{t('realtime.stopped')}</p>
      <button type="button" className="button button--secondary button--small live-notice__retry" onClick={onRetry}>
        {t('realtime.retry')}
      </button>
    </div>
  );
}
