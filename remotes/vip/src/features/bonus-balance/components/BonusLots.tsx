import { useFailureText } from '@app/api';
import { useMoneyFormatter } from '@app/ui';
import { BonusLotCard, BonusLotList, Notice, timeLeft, useNow } from '@app/ui/display';
import { ConfirmDialog, useConfirmedAction } from '@app/ui/overlays';
import { dateTimeFormat } from '@app/i18n/formats';
import type { BonusLot } from '@app/contract';
import { useAreaTranslation } from '../../../area.ts';
import { useForfeitLot } from '../hooks/useForfeitLot.ts';
import { lotProgress } from '../model/lots.ts';
import { WageringProgress } from './WageringProgress.tsx';

/**
 * Each bonus the player holds, oldest first (the order stakes count towards them): what is left of
 * it, its wagering as a progress bar (read out with the amounts), and, while it is wagering, when it
 * expires (the date and the time left) and Forfeit, which asks first and then gives up what is left.
 */
export function BonusLots({ lots, currency }: { lots: readonly BonusLot[]; currency: string }) {
  const { t } = useAreaTranslation();
  const forfeit = useForfeitLot();
  const failure = useFailureText(t);
  const money = useMoneyFormatter();
  const problem = failure(forfeit.error);
  // A failure is shown in the dialog (forfeit.error).
  const { asked, done, ask, close, confirm } = useConfirmedAction(
    { pending: forfeit.pending, reset: forfeit.reset, run: (lot: BonusLot) => forfeit.run(lot.lotId) },
    (lot) => money.format(lot.remaining, currency),
  );

  return (
    <>
      <BonusLotList label={t('bonus.lots.label')}>
        {lots.map((lot) => (
          <LotItem key={lot.lotId} lot={lot} currency={currency} onForfeit={() => ask(lot)} />
        ))}
      </BonusLotList>
      {done !== null ? (
        <Notice tone="info" role="status" title={t('bonus.forfeit.doneTitle')}>
          {t('bonus.forfeit.done', { amount: done })}
        </Notice>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={t('bonus.forfeit.title')}
        description={asked ? t('bonus.forfeit.description', { amount: money.format(asked.remaining, currency) }) : undefined}
        variant="danger"
        confirmLabel={t('bonus.forfeit.confirm')}
        cancelLabel={t('bonus.forfeit.cancel')}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={forfeit.pending}
        problem={problem}
      />
    </>
  );
}

function LotItem({ lot, currency, onForfeit }: { lot: BonusLot; currency: string; onForfeit: () => void }) {
  const { t, i18n } = useAreaTranslation();
  const money = useMoneyFormatter();
  const now = useNow();
  const locale = i18n.language || 'en';
  const progress = lotProgress(lot);
  const wagering = lot.status === 'wagering';
  const name = t('bonus.lots.name', { amount: money.format(lot.amount, currency) });
  const valueText = t('bonus.wageringValue', {
    done: money.format(lot.wagered, currency),
    required: money.format(lot.wageringRequired, currency),
  });
  const left = timeLeft(lot.expiresAt, now);
  const expiry = left
    ? t('bonus.lots.expires', {
        date: dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(lot.expiresAt)),
        left: new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(left.value, left.unit),
      })
    : t('bonus.lots.expired');

  return (
    <BonusLotCard
      name={name}
      state={wagering ? 'wagering' : 'completed'}
      stateLabel={wagering ? t('bonus.lots.wagering') : t('bonus.lots.completed')}
      expiry={expiry}
      forfeitLabel={t('bonus.lots.forfeit')}
      onForfeit={onForfeit}
    >
      <p className="vip-muted">{t('bonus.lots.left', { amount: money.format(lot.remaining, currency) })}</p>
      <WageringProgress label={t('bonus.lots.progress', { name })} percent={progress.percent} met={progress.met} amounts={valueText} />
      {wagering ? null : <p className="vip-muted">{t('bonus.lots.ready')}</p>}
    </BonusLotCard>
  );
}
