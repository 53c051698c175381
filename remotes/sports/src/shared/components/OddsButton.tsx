import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import type { MarketStatus, Selection } from '@app/contract';
import { useAreaTranslation } from '../../area.ts';
import { useOddsFlash } from '../hooks/useOddsFlash.ts';
import { useOddsFormat } from '../hooks/useOddsFormat.ts';
import { formatOdds } from '../model/odds.ts';
import './OddsButton.css';

export interface OddsButtonProps {
  selection: Selection;
  status: MarketStatus;
  /** The short label over the odds (1, X, 2, Over); none when the name says it all. */
  label?: string;
  /** The selection in words, for screen readers and the title ("Arsenal", "Over 2.5"). */
  name: string;
  picked: boolean;
  onToggle: () => void;
}

/**
 * Odds to tap: a tap puts the selection on the bet slip, a second takes it off (a toggle button).
 * Odds that move flash green (up) or red (down) with an arrow, never announced (the slip announces
 * its own); a suspended or closed market shows a lock and takes no taps.
 */
export function OddsButton({ selection, status, label, name, picked, onToggle }: OddsButtonProps) {
  const { t } = useAreaTranslation();
  const [format] = useOddsFormat();
  const move = useOddsFlash(selection.odds);
  const locked = status !== 'open';
  const shown = formatOdds(selection.odds, format);
  const classes = ['sports-odds', picked && 'sports-odds--picked', move && `sports-odds--${move}`, locked && 'sports-odds--locked'];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-pressed={locked ? undefined : picked}
      disabled={locked}
      onClick={onToggle}
    >
      {/* The name is the hidden line (the selection in words and its odds); what shows is its short form. */}
      <span className="visually-hidden">{locked ? t('odds.lockedLabel', { name }) : t('odds.label', { name, odds: shown })}</span>
      {label ? (
        <span className="sports-odds__label" aria-hidden="true">
          {label}
        </span>
      ) : null}
      {locked ? (
        <Lock className="sports-odds__lock" aria-hidden="true" />
      ) : (
        <span className="icon-text sports-odds__value" aria-hidden="true">
          {move === 'up' ? <ArrowUp className="sports-odds__arrow" aria-hidden="true" /> : null}
          {move === 'down' ? <ArrowDown className="sports-odds__arrow" aria-hidden="true" /> : null}
          {shown}
        </span>
      )}
    </button>
  );
}
