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
  const steps = [
    { sign: '½', label: t('originals.halfStake'), next: (stake: string) => halfStake(stake, rules.decimals, rules.min) },
    { sign: '2×', label: t('originals.doubleStake'), next: (stake: string) => doubleStake(stake, rules.decimals, rules.max) },
  ];
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
        {steps.map((step) => (
          <button
            key={step.sign}
            type="button"
            className="stake__step"
            disabled={disabled || !amount}
            onClick={() => set(step.next(amount))}
          >
            {/* Named by its words, shown as its sign (a name that is not the visible text would confuse voice control). */}
            <span aria-hidden="true">{step.sign}</span>
            <span className="visually-hidden">{step.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
