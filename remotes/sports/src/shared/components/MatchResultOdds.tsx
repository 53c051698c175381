import type { SportsEvent } from '@app/contract';
import { useAreaTranslation } from '../../area.ts';
import { toggleSelection } from '../hooks/useSlip.ts';
import { useNames } from '../hooks/useNames.ts';
import { OddsButton } from './OddsButton.tsx';

const ORDER = ['home', 'draw', 'away'];

/**
 * A match's main market as its prices to tap (home, draw, away; a tap puts the selection on the
 * slip or takes it off), or the words for a match without open prices. `className` names the
 * group and the words (`{className}__odds`, `{className}__closed`) in the list that shows them.
 */
export function MatchResultOdds({ event, picked, className }: { event: SportsEvent; picked: ReadonlySet<string>; className: string }) {
  const { t } = useAreaTranslation();
  const names = useNames();
  const market = event.mainMarket;
  if (!market) {
    return (
      <p className={`${className}__closed`}>
        {event.status === 'finished' || event.status === 'cancelled' ? t('events.closedOdds') : t('events.noOdds')}
      </p>
    );
  }
  const selections = [...market.selections].sort((a, b) => ORDER.indexOf(a.outcome) - ORDER.indexOf(b.outcome));
  return (
    <div className={`${className}__odds`} role="group" aria-label={t('events.oddsFor', { home: event.home, away: event.away })}>
      {selections.map((selection) => (
        <OddsButton
          key={selection.id}
          selection={selection}
          status={market.status}
          label={names.short(selection.outcome)}
          name={names.outcome(market.type, selection.outcome, market.line, event)}
          picked={picked.has(selection.id)}
          onToggle={() => toggleSelection(event, market, selection.id)}
        />
      ))}
    </div>
  );
}
