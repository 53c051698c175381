import { Link } from 'react-router-dom';
import type { UserRgConfig } from '@app/contract';
import { Notice } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';

/** The break in force: until when, that it cannot be ended early, and that withdrawals stay open. */
export function ActiveExclusion({ exclusion }: { exclusion: UserRgConfig }) {
  const { t } = useAreaTranslation();
  const { dateTime } = useFormatDate();
  const until = dateTime(exclusion.endsAt ?? '');
  return (
    <Notice
      tone="warning"
      role="status"
      title={
        exclusion.type === 'self_exclusion'
          ? t('exclusion.active.selfExcluded', { date: until })
          : t('exclusion.active.timeOut', { date: until })
      }
      action={
        <>
          <Link className="button button--secondary button--small" to="/withdraw">
            {t('exclusion.active.withdraw')}
          </Link>
          <Link className="button button--ghost button--small" to="/responsible-gambling">
            {t('exclusion.active.help')}
          </Link>
        </>
      }
    >
      <p>{t('exclusion.active.text')}</p>
      <p>{t('exclusion.active.startedAt', { date: dateTime(exclusion.startsAt) })}</p>
    </Notice>
  );
}
