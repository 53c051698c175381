import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { GameBet } from '@app/contract';
import { dateTimeFormat } from '@app/i18n/formats';
import { compareDecimal } from '@app/contract/money';
import { Money } from '@app/ui';
import { Badge, type Tone } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import '../history.css';

const STATUS_TONE: Record<GameBet['status'], Tone> = { open: 'info', settled: 'neutral', rolled_back: 'warning' };

export type BetResult = 'win' | 'loss' | 'even';
const RESULT_TONE: Record<BetResult, Tone> = { win: 'success', loss: 'danger', even: 'neutral' };

/**
 * A settled bet's result by what the player is left with: a win when it paid more than the stake,
 * a loss when less (a 0.30× payout is a loss though it paid something), even when the same.
 */
export function betResult(bet: Pick<GameBet, 'amount' | 'payout'>): BetResult {
  const net = compareDecimal(bet.payout, bet.amount);
  return net > 0 ? 'win' : net < 0 ? 'loss' : 'even';
}

export interface BetRowProps {
  bet: GameBet;
  /** The proof of an original's bet, shown when the row is opened. */
  proof?: (bet: GameBet) => ReactNode;
}

/** One bet: the game, when, the stake, what it paid and its multiplier, its status; an original's opens its proof. */
export function BetRow({ bet, proof }: BetRowProps) {
  const { t, i18n } = useAreaTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const result = bet.status === 'settled' ? betResult(bet) : null;
  const time = dateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(bet.createdAt));
  const expandable = Boolean(proof && bet.fairness);
  return (
    <div className="bet">
      <div className="bet__main">
        <div className="bet__text">
          <span className="bet__game">{bet.gameName}</span>
          <span className="bet__time">
            <time dateTime={bet.createdAt}>{time}</time>
            {bet.status !== 'settled' ? (
              <>
                {' '}
                <Badge tone={STATUS_TONE[bet.status]}>{t(`history.status.${bet.status}`)}</Badge>
              </>
            ) : null}
            {result ? (
              <>
                {' '}
                <Badge tone={RESULT_TONE[result]}>{t(`history.result.${result}`)}</Badge>
              </>
            ) : null}
          </span>
        </div>
        <dl className="bet__figures">
          <div>
            <dt>{t('history.stake')}</dt>
            <dd>
              <Money amount={bet.amount} currency={bet.currency} />
            </dd>
          </div>
          <div>
            <dt>{t('history.payout')}</dt>
            <dd className={result === 'win' ? 'bet__won' : undefined}>
              <Money amount={bet.payout} currency={bet.currency} />
            </dd>
          </div>
          <div>
            <dt>{t('history.multiplier')}</dt>
            <dd>{`${bet.multiplier}×`}</dd>
          </div>
        </dl>
      </div>
      {expandable ? (
        <>
          <button
            type="button"
            className="bet__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {t('history.fairness')}
            <ChevronDown aria-hidden="true" />
          </button>
          <div id={panelId} hidden={!open}>
            {open && proof ? proof(bet) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
