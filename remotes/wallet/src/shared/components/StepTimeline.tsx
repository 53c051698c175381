import type { Transaction } from '@app/contract';
import { useAreaTranslation } from '../../area.ts';
import { useFormatDate } from '../hooks/useFormatDate.ts';
import { statusTone } from '../model/status.ts';
import './StepTimeline.css';

/** Every status a transaction has been through, oldest first, with when and why. */
export function StepTimeline({ steps, label }: { steps: Transaction['steps']; label: string }) {
  const { t } = useAreaTranslation();
  const { dateTime } = useFormatDate();
  return (
    <ol className="wallet-timeline" aria-label={label}>
      {steps.map((step, index) => (
        <li key={`${step.status}-${index}`} className={`wallet-timeline__step wallet-timeline__step--${statusTone(step.status)}`}>
          <span className="wallet-timeline__dot" aria-hidden="true" />
          <div className="wallet-timeline__text">
            <span className="wallet-timeline__status">{t(`status.${step.status}`)}</span>
            <time className="wallet-timeline__time" dateTime={step.at}>
              {dateTime(step.at)}
            </time>
            {step.note ? <span className="wallet-timeline__note">{step.note}</span> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
