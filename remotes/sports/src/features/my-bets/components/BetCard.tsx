import { Check, Minus, X } from 'lucide-react';
import type { SportsBet, SportsEvent } from '@app/contract';
import { dateTimeFormat } from '@app/i18n/formats';
import { Button, Money } from '@app/ui';
import { Badge, SummaryList, type Tone } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useNames } from '../../../shared/hooks/useNames.ts';
import { useOddsFormat } from '../../../shared/hooks/useOddsFormat.ts';
import { formatOdds } from '../../../shared/model/odds.ts';
import '../my-bets.css';

const TONES: Record<SportsBet['status'], Tone> = { open: 'info', won: 'success', lost: 'danger', void: 'warning', cashed_out: 'primary' };
const LEG_ICONS = { won: Check, lost: X, void: Minus, open: null };

export interface BetCardProps {
  bet: SportsBet;
  /** The matches of the bet's open selections as the socket has them (score and clock while live). */
  matches?: ReadonlyMap<string, SportsEvent>;
  /** Asking for the cash-out offer of this bet. */
  quoting: boolean;
  /** Why the last offer could not be had, already in words. */
  quoteProblem: string | null;
  onCashout?: () => void;
}

/** One of the player's bets: its selections with their results, the stake, the odds and what it pays. */
export function BetCard({ bet, matches, quoting, quoteProblem, onCashout }: BetCardProps) {
  const { t, i18n } = useAreaTranslation();
  const names = useNames();
  const [format] = useOddsFormat();
  const placedAt = dateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(bet.createdAt));
  return (
    <li className="stack-card sports-bet" data-bet-id={bet.id}>
      <div className="sports-bet__head">
        <p className="sports-bet__kind">
          {bet.kind === 'accumulator' ? t('bets.accumulator', { count: bet.legs.length }) : t('bets.single')}
        </p>
        <Badge tone={TONES[bet.status]}>{t(`bets.status.${bet.status}`)}</Badge>
      </div>
      <ul className="sports-bet__legs">
        {bet.legs.map((leg) => {
          const Icon = LEG_ICONS[leg.result];
          const match = leg.result === 'open' ? matches?.get(leg.eventId) : undefined;
          const live = match && match.status === 'live' && match.score ? match : null;
          const clock = live ? names.clock(live) : null;
          return (
            <li key={leg.selectionId} className={`sports-bet__leg sports-bet__leg--${leg.result}`}>
              <span className="sports-bet__result">
                {Icon ? <Icon aria-hidden="true" /> : null}
                <span className="visually-hidden">{t(`bets.legResult.${leg.result}`)}</span>
              </span>
              <span className="sports-bet__pick">
                <strong>{names.outcome(leg.marketType, leg.outcome, leg.line, leg)}</strong>
                <span>
                  {names.market(leg.marketType, leg.line)} · {t('slip.match', { home: leg.home, away: leg.away })}
                </span>
                {live?.score ? (
                  <span className="sports-bet__live" data-testid="leg-live">
                    <span aria-label={t('event.score', { home: live.score.home, away: live.score.away })}>
                      {live.score.home}–{live.score.away}
                    </span>
                    {clock ? <span> · {clock}</span> : null}
                  </span>
                ) : null}
              </span>
              <span className="sports-bet__odds">{formatOdds(leg.odds, format)}</span>
            </li>
          );
        })}
      </ul>
      <SummaryList
        className="sports-figures"
        items={[
          { label: t('bets.stake'), value: <Money amount={bet.stake} currency={bet.currency} /> },
          { label: t('bets.odds'), value: formatOdds(bet.odds, format) },
          {
            label: bet.status === 'open' ? t('bets.potentialWin') : t('bets.paid'),
            value: <Money amount={bet.status === 'open' ? bet.potentialWin : bet.payout} currency={bet.currency} />,
            strong: true,
          },
        ]}
      />
      <p className="sports-bet__time">{t('bets.placedAt', { time: placedAt })}</p>
      {bet.status === 'open' && bet.cashoutOffer !== null && onCashout ? (
        <Button block variant="secondary" busy={quoting} onClick={onCashout}>
          {t('bets.cashout')} <Money amount={bet.cashoutOffer} currency={bet.currency} />
        </Button>
      ) : null}
      {quoteProblem ? (
        <p className="sports-error" role="alert">
          {quoteProblem}
        </p>
      ) : null}
    </li>
  );
}
