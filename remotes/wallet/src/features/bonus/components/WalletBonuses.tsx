import { Link } from 'react-router-dom';
import { useMoneyFormatter } from '@app/ui';
import { BonusLotCard, BonusLotList, Card, ProgressBar, Notice, timeLeft, useNow } from '@app/ui/display';
import { ConfirmDialog, useConfirmedAction } from '@app/ui/overlays';
import { useAreaTranslation } from '../../../area.ts';
import { usePaymentFailureText } from '../../../shared/hooks/usePaymentFailureText.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { useBonusLots, type BonusLot } from '../api/bonusLots.ts';
import { useForfeitLot } from '../hooks/useForfeitLot.ts';
import { lotPercent } from '../model/lots.ts';
import '../bonus.css';

/**
 * The player's bonuses in the chosen currency, oldest first (the order stakes count towards them):
 * what is left of each, its wagering as a progress bar read out with the amounts, when it expires
 * (the date and the time left) and Forfeit, which asks first. Nothing shows without a bonus; the
 * move to cash is on the Bonus tab.
 */
export function WalletBonuses({ currency }: { currency: string }) {
  const { t } = useAreaTranslation();
  const lots = useBonusLots(currency);
  const money = useMoneyFormatter();
  const forfeit = useForfeitLot();
  const problem = usePaymentFailureText(forfeit.error);
  // A failure is shown in the dialog.
  const { asked, done, ask, close, confirm } = useConfirmedAction(
    { pending: forfeit.pending, reset: forfeit.reset, run: (lot: BonusLot) => forfeit.run(lot.lotId) },
    (lot) => money.format(lot.remaining, currency),
  );

  if (!lots.data || lots.data.length === 0) {
    return done !== null ? <Forfeited amount={done} /> : null;
  }

  return (
    <Card title={t('bonusLots.title')} className="wallet-bonuses">
      <BonusLotList label={t('bonusLots.title')}>
        {lots.data.map((lot) => (
          <LotItem key={lot.lotId} lot={lot} currency={currency} onForfeit={() => ask(lot)} />
        ))}
      </BonusLotList>
      {done !== null ? <Forfeited amount={done} /> : null}
      <Link className="wallet-lots__link" to="/vip">
        {t('bonusLots.toBonusTab')}
      </Link>
      <ConfirmDialog
        open={asked !== null}
        title={t('bonusLots.forfeitTitle')}
        description={asked ? t('bonusLots.forfeitText', { amount: money.format(asked.remaining, currency) }) : undefined}
        variant="danger"
        confirmLabel={t('bonusLots.forfeitConfirm')}
        cancelLabel={t('bonusLots.forfeitCancel')}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={forfeit.pending}
        problem={problem}
      />
    </Card>
  );
}

function Forfeited({ amount }: { amount: string }) {
  const { t } = useAreaTranslation();
  return (
    <Notice icon={null} role="status">
      {t('bonusLots.forfeited', { amount })}
    </Notice>
  );
}

function LotItem({ lot, currency, onForfeit }: { lot: BonusLot; currency: string; onForfeit: () => void }) {
  const { t, i18n } = useAreaTranslation();
  const money = useMoneyFormatter();
  const dates = useFormatDate();
  const now = useNow();
  const wagering = lot.status === 'wagering';
  const name = t('bonusLots.name', { amount: money.format(lot.amount, currency) });
  const valueText = t('bonusLots.progressValue', {
    done: money.format(lot.wagered, currency),
    required: money.format(lot.wageringRequired, currency),
  });
  const left = timeLeft(lot.expiresAt, now);
  const expiry = left
    ? t('bonusLots.expires', {
        date: dates.dateTime(lot.expiresAt),
        left: new Intl.RelativeTimeFormat(i18n.language || 'en', { numeric: 'always' }).format(left.value, left.unit),
      })
    : t('bonusLots.expired');

  return (
    <BonusLotCard
      name={name}
      state={wagering ? 'wagering' : 'completed'}
      stateLabel={wagering ? t('bonusLots.wagering') : t('bonusLots.completed')}
      expiry={expiry}
      forfeitLabel={t('bonusLots.forfeit')}
      onForfeit={onForfeit}
    >
      <p className="wallet-lot__muted">{t('bonusLots.left', { amount: money.format(lot.remaining, currency) })}</p>
      <ProgressBar
        compact
        label={t('bonusLots.progress', { name })}
        value={lotPercent(lot)}
        max={100}
        tone={wagering ? 'accent' : 'success'}
        valueText={valueText}
      />
      <p className="wallet-lot__muted" aria-hidden="true">
        {valueText}
      </p>
      {wagering ? null : <p className="wallet-lot__muted">{t('bonusLots.ready')}</p>}
    </BonusLotCard>
  );
}
