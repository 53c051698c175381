import { memo } from 'react';
import type { Market, SportsEvent } from '@app/contract';
import { useAreaTranslation } from '../../../area.ts';
import { OddsButton } from '../../../shared/components/OddsButton.tsx';
import { useNames } from '../../../shared/hooks/useNames.ts';
import { toggleSelection } from '../../../shared/hooks/useSlip.ts';
import '../event-detail.css';

/** One market of an event: its name, whether it is suspended, and its odds to tap. */
interface MarketCardProps {
  event: SportsEvent;
  market: Market;
  picked: ReadonlySet<string>;
  /** The heading of the market's group: a card named the same (Match result under Match result) shows no title of its own. */
  groupTitle?: string;
}

function MarketCardView({ event, market, picked, groupTitle }: MarketCardProps) {
  const { t } = useAreaTranslation();
  const names = useNames();
  const title = names.market(market.type, market.line);
  const wide = market.selections.length === 3;
  return (
    <div className="stack-card stack-card--tight sports-market" data-market-id={market.id}>
      {title !== groupTitle || market.status !== 'open' ? (
        <div className="sports-market__head">
          {title !== groupTitle ? <h3 className="sports-market__title">{title}</h3> : null}
          {market.status !== 'open' ? <span className="sports-market__status">{t(`marketStatus.${market.status}`)}</span> : null}
        </div>
      ) : null}
      <div
        className={wide ? 'sports-market__odds sports-market__odds--three' : 'pair-grid sports-market__odds'}
        role="group"
        aria-label={title}
      >
        {market.selections.map((selection) => {
          const name = names.outcome(market.type, selection.outcome, market.line, event);
          return (
            <OddsButton
              key={selection.id}
              selection={selection}
              status={market.status}
              label={name}
              name={name}
              picked={picked.has(selection.id)}
              onToggle={() => toggleSelection(event, market, selection.id)}
            />
          );
        })}
      </div>
    </div>
  );
}

/**
 * A market is drawn again only when it changed, its event's names changed, or one of its odds went
 * on or off the slip: an odds update re-draws the one market it is about.
 */
export const MarketCard = memo(
  MarketCardView,
  (before, after) =>
    before.market === after.market &&
    before.groupTitle === after.groupTitle &&
    before.event.id === after.event.id &&
    before.event.home === after.event.home &&
    before.event.away === after.event.away &&
    (before.picked === after.picked ||
      after.market.selections.every((selection) => before.picked.has(selection.id) === after.picked.has(selection.id))),
);
