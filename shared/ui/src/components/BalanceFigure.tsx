import type { ReactNode } from 'react';
import { useTranslation } from '@app/i18n';
import { Money } from './Money.tsx';

export interface BalanceFigureProps {
  /** The cash of the play currency; undefined while it is not known yet (the placeholder shows). */
  cash: string | undefined;
  /** What the live figure shows while the cash is not known. */
  placeholder?: ReactNode;
  /** The operator bonus of the same currency; shown beside the cash when there is any. */
  bonus?: string | undefined;
  currency: string;
  /** The name of the live figure for assistive technology (the cash, announced as it changes). */
  label: string;
}

/** Whether a balance holds any operator bonus. */
export function hasBonus(bonus: string | undefined): boolean {
  return bonus !== undefined && Number(bonus) > 0;
}

/**
 * The product's one way to show a balance: the cash of the play currency, and beside it, labelled,
 * the operator bonus of the same currency when there is any (together they are what a game may
 * stake, and what a provider's own panel shows), both written as every amount is ("$198.75",
 * "₺40.00"), the same in the header and in the game window.
 */
export function BalanceFigure({ cash, placeholder, bonus, currency, label }: BalanceFigureProps) {
  const { t } = useTranslation();
  return (
    <span className="balance-figure">
      <span className="balance-figure__cash" role="status" aria-label={label}>
        {cash === undefined ? placeholder : <Money amount={cash} currency={currency} />}
      </span>
      {cash !== undefined && hasBonus(bonus) ? (
        <span className="balance-figure__bonus">
          +<Money amount={bonus ?? '0'} currency={currency} display="symbol" /> {t('ui.bonus')}
        </span>
      ) : null}
    </span>
  );
}
