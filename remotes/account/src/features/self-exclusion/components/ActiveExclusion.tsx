import type { UserRgConfig } from '@app/contract';
import { Notice } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
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
          <ButtonLink to="/withdraw" variant="secondary" size="small">
            {t('exclusion.active.withdraw')}
          </ButtonLink>
          <ButtonLink to="/responsible-gambling" variant="ghost" size="small">
            {t('exclusion.active.help')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('exclusion.active.text')}</p>
      <p>{t('exclusion.active.startedAt', { date: dateTime(exclusion.startsAt) })}</p>
    </Notice>
  );
}
