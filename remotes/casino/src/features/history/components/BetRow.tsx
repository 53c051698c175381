import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { GameBet } from '@app/contract';
import { dateTimeFormat } from '@app/i18n/formats';
import { useMoneyFormatter } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { betNet, betOutcomeState, type BetOutcomeState } from '../model/betResult.ts';
import '../history.css';

export interface BetRowProps {
  bet: GameBet;
  /** The proof of an original's bet, shown when the row is opened. */
  proof?: (bet: GameBet) => ReactNode;
  /** The moment "today" is judged against (now by default). */
  now?: Date;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * One bet on one line: the game, when (the time today, the day before), the stake and the net
 * result (what it paid less the stake: "+$0.98" a win, "-$0.70" a loss, an open or refunded bet by
 * its state). The line is a button that opens the details: when, the stake, the payout, the
 * multiplier and, for an original, its proof.
 */
export function BetRow({ bet, proof, now }: BetRowProps) {
  const { t, i18n } = useAreaTranslation();
  const money = useMoneyFormatter();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const language = i18n.language || 'en';
  const state: BetOutcomeState = betOutcomeState(bet);
  const placed = new Date(bet.createdAt);
  const short = sameDay(placed, now ?? new Date())
    ? dateTimeFormat(language, { timeStyle: 'short' }).format(placed)
    : dateTimeFormat(language, { day: 'numeric', month: 'short' }).format(placed);
  const full = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(placed);
  const stake = money.format(bet.amount, bet.currency);
  const net = money.format(betNet(bet), bet.currency, { signed: true });
  const settled = state === 'win' || state === 'loss' || state === 'even';
  const stateText = settled ? t(`history.result.${state}`) : t(`history.status.${bet.status}`);
  const details = proof && bet.fairness ? proof(bet) : null;

  return (
    <div className={`bet bet--${state}`}>
      <button type="button" className="bet__row" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <span className="bet__game">{bet.gameName}</span>
        <time className="bet__time" dateTime={bet.createdAt}>
          {short}
        </time>
        <span className="bet__stake">
          <span className="visually-hidden">{t('history.stake')} </span>
          {stake}
        </span>
        <span className="bet__net">
          <span className={settled ? 'visually-hidden' : undefined}>{stateText}</span>
          {settled ? ` ${net}` : null}
        </span>
        <ChevronDown className="bet__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="bet__details" hidden={!open}>
        {open ? (
          <>
            <dl className="bet__facts">
              <div>
                <dt>{t('history.placed')}</dt>
                <dd>
                  <time dateTime={bet.createdAt}>{full}</time>
                </dd>
              </div>
              <div>
                <dt>{t('history.state')}</dt>
                <dd className="bet__state">{stateText}</dd>
              </div>
              <div>
                <dt>{t('history.stake')}</dt>
                <dd>{stake}</dd>
              </div>
              <div>
                <dt>{t('history.payout')}</dt>
                <dd>{bet.status === 'open' ? '—' : money.format(bet.payout, bet.currency)}</dd>
              </div>
              <div>
                <dt>{t('history.multiplier')}</dt>
                <dd>{bet.status === 'open' ? '—' : `${bet.multiplier}×`}</dd>
              </div>
              {settled ? (
                <div>
                  <dt>{t('history.net')}</dt>
                  <dd className="bet__net">{net}</dd>
                </div>
              ) : null}
            </dl>
            {details}
          </>
        ) : null}
      </div>
    </div>
  );
}
