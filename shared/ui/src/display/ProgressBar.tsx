import type { Tone } from './Badge.tsx';

export interface ProgressBarProps {
  /** What is progressing (VIP level, wagering), shown above the bar and read out. */
  label: string;
  value: number;
  max?: number;
  /** The value in words ("1,200 / 5,000 XP"); by default the percentage. */
  valueText?: string;
  tone?: Extract<Tone, 'primary' | 'accent' | 'success' | 'warning' | 'danger'>;
  /** Hides the label and value line (the bar keeps its accessible name). */
  compact?: boolean;
}

/** A determinate progress bar (role progressbar) with its label and value. */
export function ProgressBar({ label, value, max = 100, valueText, tone = 'primary', compact = false }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  const shown = valueText ?? `${percent}%`;
  return (
    <div className={`progress progress--${tone}`}>
      {compact ? null : (
        <div className="progress__line" aria-hidden="true">
          <span>{label}</span>
          <span className="progress__value">{shown}</span>
        </div>
      )}
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={shown}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
