import type { ReactNode } from 'react';

export interface SummaryItem {
  label: ReactNode;
  value: ReactNode;
  /** The line that matters most (what the player receives). */
  strong?: boolean;
}

/** Label and value pairs (amount, fee, what arrives) as a description list. */
export function SummaryList({ items, label }: { items: readonly SummaryItem[]; label?: string }) {
  return (
    <dl className="wallet-summary" aria-label={label}>
      {items.map((item, index) => (
        <div key={index} className={item.strong ? 'wallet-summary__row wallet-summary__row--strong' : 'wallet-summary__row'}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
