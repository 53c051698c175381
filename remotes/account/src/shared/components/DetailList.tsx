import type { ReactNode } from 'react';
import './DetailList.css';

export interface DetailRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** The player's details as a description list, one label and value a row. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="account-details">
      {rows.map((row) => (
        <div key={row.key} className="account-details__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
