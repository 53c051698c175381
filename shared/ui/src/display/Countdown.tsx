import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/i18n';
import { countdownParts, type CountdownParts } from './countdown.ts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export interface CountdownProps {
  /** When it ends (epoch milliseconds or a Date). */
  endsAt: number | Date;
  /** What it counts down to, for screen readers (the timer's name). */
  label: string;
  /** Called once when it reaches zero. */
  onEnd?: () => void;
  /** The units' names; by default the kit's own (Days, Hours, Minutes, Seconds). */
  unitLabels?: Partial<Record<keyof CountdownParts, string>>;
  /** Leaves out the days box when it is zero (promotions ending today). */
  hideZeroDays?: boolean;
}

/**
 * A live countdown in boxes (role timer), ticking every second and stopping at zero. Its value is
 * not announced every second; a page that needs it spoken says it in words.
 */
export function Countdown({ endsAt, label, onEnd, unitLabels, hideZeroDays = false }: CountdownProps) {
  const { t } = useTranslation();
  const endMs = typeof endsAt === 'number' ? endsAt : endsAt.getTime();
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const done = now >= endMs;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);

  useEffect(() => {
    if (done && !ended.current) {
      ended.current = true;
      onEnd?.();
    }
    if (!done) ended.current = false;
  }, [done, onEnd]);

  const parts = countdownParts(endMs, now);
  const units = hideZeroDays && parts.days === 0 ? UNITS.slice(1) : UNITS;
  return (
    <div className="countdown" role="timer" aria-label={label} data-ended={done || undefined}>
      {units.map((unit) => (
        <div key={unit} className="countdown__unit">
          <span className="countdown__value">{String(parts[unit]).padStart(2, '0')}</span>
          <span className="countdown__label">{unitLabels?.[unit] ?? t(`ui.${unit}`)}</span>
        </div>
      ))}
    </div>
  );
}
