import { ArrowRight, Lock, X } from 'lucide-react';
import { useAreaTranslation } from '../../../area.ts';
import { useNames } from '../../../shared/hooks/useNames.ts';
import { useOddsFormat } from '../../../shared/hooks/useOddsFormat.ts';
import { formatOdds, oddsMove } from '../../../shared/model/odds.ts';
import { legProblem, oddsChangeAccepted, type SlipLeg } from '../../../shared/model/slip.ts';
import type { OddsChange } from '@app/contract';
import '../betslip.css';

export interface SlipLegsProps {
  legs: readonly SlipLeg[];
  /** Events with two legs, marked when the slip is an accumulator. */
  sameEvent: ReadonlySet<string>;
  oddsChange: OddsChange;
  onRemove: (selectionId: string) => void;
}

/** The selections on the slip, each with its odds, what moved or closed, and a way to take it off. */
export function SlipLegs({ legs, sameEvent, oddsChange, onRemove }: SlipLegsProps) {
  const { t } = useAreaTranslation();
  const names = useNames();
  const [format] = useOddsFormat();
  return (
    <ul className="sports-legs">
      {legs.map((leg) => {
        const name = names.outcome(leg.marketType, leg.outcome, leg.line, leg);
        const problem = legProblem(leg);
        const move = oddsMove(leg.odds, leg.liveOdds);
        const flagged =
          problem === 'closed' || (problem === 'oddsChanged' && !oddsChangeAccepted(leg, oddsChange)) || sameEvent.has(leg.eventId);
        return (
          <li
            key={leg.selectionId}
            className={flagged ? 'sports-leg sports-leg--problem' : 'sports-leg'}
            data-selection-id={leg.selectionId}
          >
            <div className="sports-leg__text">
              <p className="sports-leg__pick">{name}</p>
              <p className="sports-leg__market">{names.market(leg.marketType, leg.line)}</p>
              <p className="sports-leg__event">{t('slip.match', { home: leg.home, away: leg.away })}</p>
              {problem === 'closed' ? (
                <p className="sports-leg__problem">
                  <Lock aria-hidden="true" />
                  {leg.status === 'suspended' ? t('slip.suspended') : t('slip.closed')}
                </p>
              ) : null}
              {problem === 'oddsChanged' ? (
                <p className={`sports-leg__problem sports-leg__problem--${move ?? 'up'}`}>
                  {move === 'up'
                    ? t('slip.oddsUp', { from: formatOdds(leg.odds, format), to: formatOdds(leg.liveOdds, format) })
                    : t('slip.oddsDown', { from: formatOdds(leg.odds, format), to: formatOdds(leg.liveOdds, format) })}
                </p>
              ) : null}
              {sameEvent.has(leg.eventId) ? <p className="sports-leg__problem">{t('slip.sameEventLeg')}</p> : null}
            </div>
            <div className="sports-leg__side">
              <span className="sports-leg__odds">
                {problem === 'oddsChanged' ? (
                  <>
                    <s>{formatOdds(leg.odds, format)}</s>
                    <ArrowRight aria-hidden="true" />
                  </>
                ) : null}
                <strong>{formatOdds(leg.liveOdds, format)}</strong>
              </span>
              <button
                type="button"
                className="icon-button sports-leg__remove"
                aria-label={t('slip.remove', { name })}
                onClick={() => onRemove(leg.selectionId)}
              >
                <X aria-hidden="true" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
