import type { ReactNode } from 'react';

export interface SummaryItem {
  label: ReactNode;
  value: ReactNode;
}

/** Label and value pairs (a period, an amount, when it applies) as a description list. */
export function SummaryList({ items, label }: { items: readonly SummaryItem[]; label?: string }) {
  return (
    <dl className="account-summary" aria-label={label}>
      {items.map((item, index) => (
        <div key={index} className="account-summary__row">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
