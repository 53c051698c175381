import { Check } from 'lucide-react';
import { useTranslation } from '@app/i18n';

export interface StepperProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The index of the step the player is on (0-based); steps before it are done. */
  current: number;
  /** Names the whole process for screen readers (Verification, Withdrawal). */
  label: string;
}

/** The steps of a process (KYC, a withdrawal): done, current and to come, in words and marks. */
export function Stepper({ steps, current, label }: StepperProps) {
  const { t } = useTranslation();
  return (
    <nav className="stepper" aria-label={label}>
      <p className="visually-hidden">{t('ui.stepOf', { current: Math.min(current + 1, steps.length), total: steps.length })}</p>
      <ol className="stepper__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={step} className={`stepper__step stepper__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="stepper__mark" aria-hidden="true">
                {state === 'done' ? <Check /> : index + 1}
              </span>
              <span className="stepper__label">
                {step}
                {state === 'done' ? <span className="visually-hidden"> ({t('ui.stepDone')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
