import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface LinkItem {
  to: string;
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** A value or badge before the chevron. */
  trailing?: ReactNode;
}

/** Rows that each lead to another page of the app (in the app, without a page load), drawn as the kit's list. */
export function LinkList({ items, label }: { items: readonly LinkItem[]; label?: string }) {
  return (
    <ul className="list list--inset" aria-label={label}>
      {items.map((item) => (
        <li key={item.to} className="list-row">
          <Link className="list-row__body list-row__body--action" to={item.to}>
            {item.icon ? <span className="list-row__leading">{item.icon}</span> : null}
            <span className="list-row__text">
              <span className="list-row__title">{item.title}</span>
              {item.subtitle ? <span className="list-row__subtitle">{item.subtitle}</span> : null}
            </span>
            {item.trailing ? <span className="list-row__trailing">{item.trailing}</span> : null}
            <ChevronRight className="list-row__chevron" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
