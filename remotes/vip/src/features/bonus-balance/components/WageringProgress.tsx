import { ProgressBar } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { usePercent } from '@app/ui';

export interface WageringProgressProps {
  /** What the bar is named for screen readers (the balance's wagering, or one bonus's). */
  label: string;
  percent: number;
  met: boolean;
  /** The amounts wagered of those required, shown under the bar and read out with it. */
  amounts: string;
}

/** Wagering as a bar: the share done above it, the amounts below it, green once it is met. */
export function WageringProgress({ label, percent, met, amounts }: WageringProgressProps) {
  const { t } = useAreaTranslation();
  const formatPercent = usePercent();
  return (
    <div className="stack vip-progress">
      <p className="progress__line vip-progress__head" aria-hidden="true">
        <span>{t('bonus.wagering')}</span>
        <span className="vip-progress__percent">{formatPercent(percent)}</span>
      </p>
      <ProgressBar compact label={label} value={percent} max={100} tone={met ? 'success' : 'accent'} valueText={amounts} />
      <p className="vip-progress__amounts" aria-hidden="true">
        {amounts}
      </p>
    </div>
  );
}
