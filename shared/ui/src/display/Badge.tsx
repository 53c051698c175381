import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  tone?: Tone;
  /** A filled badge (stronger) rather than a soft one. */
  solid?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status or label (Live, New, Pending, VIP 3). Colour is never the only signal: it has text. */
export function Badge({ tone = 'neutral', solid = false, icon, children }: BadgeProps) {
  return (
    <span className={`badge badge--${tone}${solid ? ' badge--solid' : ''}`}>
      {icon}
      {children}
    </span>
  );
}
