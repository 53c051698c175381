import { useState } from 'react';
import { ChevronUp, Ticket } from 'lucide-react';
import { BottomSheet } from '@app/ui/overlays';
import { useAreaTranslation } from '../../../area.ts';
import { useOddsFormat } from '../../../shared/hooks/useOddsFormat.ts';
import { useSlip } from '../../../shared/hooks/useSlip.ts';
import { combinedOdds, formatOdds } from '../../../shared/model/odds.ts';
import { usePlaceBets } from '../hooks/usePlaceBets.ts';
import { useSlipLive } from '../hooks/useSlipLive.ts';
import { SlipPanel } from './SlipPanel.tsx';
import '../betslip.css';

/**
 * The bet slip on every sports page: a bar at the bottom with how many selections it holds, which
 * opens the slip in a bottom sheet (a dialog: focus moves in, stays in, and returns to the bar).
 */
export function BetSlip() {
  const { t } = useAreaTranslation();
  const slip = useSlip();
  const [open, setOpen] = useState(false);
  const [format] = useOddsFormat();
  const news = useSlipLive(slip.legs);
  const placing = usePlaceBets(slip);
  const count = slip.legs.length;
  const finished = (placing.result?.placed.length ?? 0) > 0;

  return (
    <>
      {count > 0 || finished ? <div className="sports-slipbar-space" aria-hidden="true" /> : null}
      {count > 0 || finished ? (
        <div className="sports-slipbar">
          <button
            type="button"
            className="sports-slipbar__button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            {/* The button is named by its hidden line, which holds the words shown ("Bet slip"); what shows is its short form. */}
            <span className="visually-hidden">{t('slip.open', { count })}</span>
            <span className="count-pill sports-slipbar__count" aria-hidden="true">
              {count}
            </span>
            <span className="sports-slipbar__label" aria-hidden="true">
              <Ticket aria-hidden="true" />
              {t('slip.title')}
            </span>
            {count > 1 ? (
              <span className="sports-slipbar__odds" aria-hidden="true">
                {formatOdds(combinedOdds(slip.legs.map((leg) => leg.liveOdds)), format)}
              </span>
            ) : null}
            <ChevronUp className="sports-slipbar__chevron" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t('slip.title')} className="sports-slip-sheet">
        <SlipPanel slip={slip} placing={placing} news={news} onDone={() => setOpen(false)} />
      </BottomSheet>
    </>
  );
}
