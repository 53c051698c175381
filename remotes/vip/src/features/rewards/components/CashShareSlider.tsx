import { InlineError } from '@app/ui/display';
import { useId, type CSSProperties } from 'react';
import { Money, usePercent } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { splitAmount } from '../model/split.ts';
import '../rewards.css';

export interface CashShareSliderProps {
  amount: string;
  currency: string;
  decimals: number;
  value: number;
  min: number;
  max: number;
  onChange: (percent: number) => void;
  /** Saves at once when the player lets go (the value is saved after a rest otherwise). */
  onCommit: () => void;
  /** Times bonus money is wagered before it may become cash. */
  wageringMultiplier: number;
  error: string | null;
}

/**
 * How a reward is paid: a range input from the operator's lowest to highest cash share, read out
 * as "70% cash, 30% bonus", with the two amounts it makes beside it. Where the operator allows
 * one share only there is nothing to choose, and the split is simply shown.
 */
export function CashShareSlider({
  amount,
  currency,
  decimals,
  value,
  min,
  max,
  onChange,
  onCommit,
  wageringMultiplier,
  error,
}: CashShareSliderProps) {
  const { t } = useAreaTranslation();
  const percent = usePercent();
  const id = useId();
  const { toCash, toBonus } = splitAmount(amount, value, decimals);
  const cashShare = percent(value);
  const bonusShare = percent(100 - value);
  const fixed = min >= max;

  return (
    <div className="vip-split">
      <div className="pair-grid">
        <p className="stack-tile">
          <span className="vip-split__name">{t('split.cash', { share: cashShare })}</span>
          <Money amount={toCash} currency={currency} className="vip-split__amount" />
        </p>
        <p className="stack-tile vip-split__part--bonus">
          <span className="vip-split__name">{t('split.bonus', { share: bonusShare })}</span>
          <Money amount={toBonus} currency={currency} className="vip-split__amount" />
        </p>
      </div>
      {fixed ? null : (
        <>
          <label htmlFor={`${id}-range`} className="vip-split__label">
            {t('split.label')}
          </label>
          <input
            id={`${id}-range`}
            className="vip-split__range"
            type="range"
            min={min}
            max={max}
            step={1}
            value={value}
            style={{ '--fill': `${((value - min) / (max - min)) * 100}%` } as CSSProperties}
            aria-valuetext={t('split.valueText', { cash: cashShare, bonus: bonusShare })}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(Number(event.currentTarget.value))}
            onPointerUp={onCommit}
            onKeyUp={onCommit}
            onBlur={onCommit}
          />
          <div className="vip-split__bounds" aria-hidden="true">
            <span>{t('split.boundCash', { share: percent(min) })}</span>
            <span>{t('split.boundCash', { share: percent(max) })}</span>
          </div>
        </>
      )}
      <p id={`${id}-hint`} className="vip-split__hint">
        {isZero(toBonus) ? t('split.allCash') : t('split.hint', { times: wageringMultiplier })}
      </p>
      <InlineError>{error}</InlineError>
    </div>
  );
}

function isZero(amount: string): boolean {
  return !/[1-9]/.test(amount);
}
