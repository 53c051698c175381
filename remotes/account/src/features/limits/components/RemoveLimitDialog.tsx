import { LIMIT_COOLING_HOURS, type WalletRgConfig } from '@app/contract';
import { Button, useMoneyFormatter } from '@app/ui';
import { Modal } from '@app/ui/overlays';
import { SummaryList } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';

export interface RemoveLimitDialogProps {
  limit: WalletRgConfig | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before removing a limit, and says it stays in force through the cooling period. */
export function RemoveLimitDialog({ limit, busy, error, onConfirm, onClose }: RemoveLimitDialogProps) {
  const { t } = useAreaTranslation();
  const money = useMoneyFormatter();
  return (
    <Modal
      open={limit !== null}
      onClose={onClose}
      title={t('limits.removeTitle')}
      description={t('limits.removeText', { hours: LIMIT_COOLING_HOURS })}
      actions={
        <>
          <Button variant="danger" block busy={busy} onClick={onConfirm}>
            {t('limits.removeConfirm')}
          </Button>
          <Button variant="ghost" block onClick={onClose}>
            {t('limits.removeCancel')}
          </Button>
        </>
      }
    >
      {limit ? (
        <SummaryList
          items={[
            { label: t('limits.kindLabel'), value: t(`limits.kind.${limit.type}`) },
            { label: t('limits.period.label'), value: t(`limits.period.${limit.period}`) },
            { label: t('limits.amount'), value: money.format(limit.amount, limit.currency) },
          ]}
        />
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
