import type { ReactNode } from 'react';

export interface SummaryItem {
  label: ReactNode;
  value: ReactNode;
  /** The line that matters most (what the player receives). */
  strong?: boolean;
}

export interface SummaryListProps {
  items: readonly SummaryItem[];
  /** Names the list for screen readers. */
  label?: string;
  className?: string;
}

/** Label and value pairs (an amount, a fee, when it applies) as a description list. */
export function SummaryList({ items, label, className }: SummaryListProps) {
  return (
    <dl className={className ? `summary-list ${className}` : 'summary-list'} aria-label={label}>
      {items.map((item, index) => (
        <div key={index} className={item.strong ? 'summary-list__row summary-list__row--strong' : 'summary-list__row'}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
