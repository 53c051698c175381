import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify, useFailureText } from '@app/api';
import { signOutLocally } from '@app/state';
import { Button } from '@app/ui';
import { Notice, SegmentedField } from '@app/ui/display';
import { Modal } from '@app/ui/overlays';
import { useAreaTranslation } from '../../../area.ts';
import { userToolsKey } from '../../../shared/api/userTools.ts';
import { useDuration } from '../../../shared/hooks/useDuration.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import type { ExclusionType } from '../../../shared/model/tools.ts';
import { startExclusion } from '../api/startExclusion.ts';
import { EXCLUSION_TYPES, endOf, lengthsOf } from '../model/choices.ts';

/**
 * Choosing a break: a time-out or self-exclusion and its length, then a dialog that asks a second
 * time, saying when it would end and that it cannot be undone, before anything is sent.
 */
export function ExclusionForm() {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const duration = useDuration();
  const { dateTime } = useFormatDate();
  const failureText = useFailureText(t);
  const [type, setType] = useState<ExclusionType>('cooling_off');
  const [days, setDays] = useState<number>(lengthsOf('cooling_off')[0] ?? 1);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The end date is read when the player looks at it: at the choice, then again in the dialog.
  const [shownEnd, setShownEnd] = useState(() => endOf(days));

  const chooseType = (next: ExclusionType) => {
    const first = lengthsOf(next)[0] ?? 1;
    setType(next);
    setDays(first);
    setShownEnd(endOf(first));
  };
  const chooseDays = (next: number) => {
    setDays(next);
    setShownEnd(endOf(next));
  };
  const openConfirm = () => {
    setProblem(null);
    setShownEnd(endOf(days));
    setConfirming(true);
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const config = await startExclusion(type, days);
      setConfirming(false);
      notify(t('exclusion.started', { date: dateTime(config.endsAt ?? '') }), 'success');
      // The break has signed the player out everywhere (the server ended every session).
      client.removeQueries({ queryKey: userToolsKey() });
      signOutLocally();
    } catch (error) {
      setProblem(failureText(error) ?? t('common.failed'));
    } finally {
      setBusy(false);
    }
  };

  const length = duration.days(days);
  return (
    <>
      <p className="account-lead">{t('exclusion.intro')}</p>
      <Notice tone="warning" title={t('exclusion.warningTitle')}>
        {t('exclusion.warning')}
      </Notice>
      <section className="stack-card account-card" aria-labelledby="exclusion-choice-title">
        <h2 id="exclusion-choice-title" className="section__title">
          {t('exclusion.choiceTitle')}
        </h2>
        <SegmentedField<ExclusionType>
          fieldClassName="account-choice"
          label={t('exclusion.kindLabel')}
          value={type}
          onChange={chooseType}
          options={EXCLUSION_TYPES.map((kind) => ({ value: kind, label: t(`exclusion.kind.${kind}`) }))}
        />
        <p className="account-card__meta">{t(`exclusion.about.${type}`)}</p>
        <SegmentedField<string>
          fieldClassName="account-choice"
          label={t('exclusion.lengthLabel')}
          value={String(days)}
          onChange={(value) => chooseDays(Number(value))}
          options={lengthsOf(type).map((value) => ({ value: String(value), label: duration.days(value) }))}
        />
        <p className="account-lead" aria-live="polite">
          {t('exclusion.endsOn', { date: dateTime(shownEnd) })}
        </p>
        <Button variant="danger" block onClick={openConfirm}>
          {t(`exclusion.start.${type}`)}
        </Button>
      </section>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t(`exclusion.confirm.${type}`, { duration: length })}
        description={t('exclusion.confirmText', { date: dateTime(shownEnd) })}
        dismissible={!busy}
        actions={
          <>
            <Button variant="danger" block busy={busy} onClick={() => void confirm()}>
              {t('exclusion.confirmYes')}
            </Button>
            <Button variant="ghost" block onClick={() => setConfirming(false)} disabled={busy}>
              {t('exclusion.confirmNo')}
            </Button>
          </>
        }
      >
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
