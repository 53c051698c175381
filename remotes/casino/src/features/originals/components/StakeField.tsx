import { useFormContext, useWatch } from 'react-hook-form';
import { AmountField } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import type { StakeRules } from '../hooks/useStakeRules.ts';
import { doubleStake, halfStake } from '../model/stake.ts';
import '../originals.css';

/** The stake in the player's currency, with ½ and 2× beside it. */
export function StakeField({ rules, disabled = false }: { rules: StakeRules; disabled?: boolean }) {
  const { t } = useAreaTranslation();
  const { setValue, control } = useFormContext<{ amount: string }>();
  const amount = useWatch({ control, name: 'amount' }) ?? '';
  const set = (value: string) => setValue('amount', value, { shouldValidate: true, shouldDirty: true });
  return (
    <div className="stake">
      <AmountField<{ amount: string }>
        name="amount"
        label={t('originals.stake')}
        currency={rules.currency}
        decimals={rules.decimals}
        min={rules.min}
        max={rules.max}
        disabled={disabled}
        className="stake__field"
      />
      <div className="stake__steps" role="group" aria-label={t('originals.stakeSteps')}>
        <button
          type="button"
          className="stake__step"
          disabled={disabled || !amount}
          onClick={() => set(halfStake(amount, rules.decimals, rules.min))}
          aria-label={t('originals.halfStake')}
        >
          ½
        </button>
        <button
          type="button"
          className="stake__step"
          disabled={disabled || !amount}
          onClick={() => set(doubleStake(amount, rules.decimals, rules.max))}
          aria-label={t('originals.doubleStake')}
        >
          2×
        </button>
      </div>
    </div>
  );
}
