import type { MouseEventHandler, ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';

export interface ListProps {
  /** Names the list for screen readers when the heading above does not. */
  label?: string;
  /** Rows inset in a rounded card (the default) or flush with the page. */
  inset?: boolean;
  children: ReactNode;
}

/** A list of rows, grouped in one card with dividers between rows. */
export function List({ label, inset = true, children }: ListProps) {
  return (
    <ul className={inset ? 'list list--inset' : 'list'} aria-label={label}>
      {children}
    </ul>
  );
}

export interface ListRowProps {
  title: ReactNode;
  /** A second, quieter line. */
  subtitle?: ReactNode;
  /** An icon, avatar or image before the text. */
  leading?: ReactNode;
  /** A value, badge or switch after the text. */
  trailing?: ReactNode;
  /** The row is a link. */
  href?: string;
  /** The row is a button. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Shows a chevron: the row leads somewhere (default for links and buttons). */
  chevron?: boolean;
  disabled?: boolean;
}

/** One row of a list: at least 56 px tall; a whole-row link or button when it leads somewhere. */
export function ListRow({ title, subtitle, leading, trailing, href, onClick, chevron, disabled }: ListRowProps) {
  const interactive = href !== undefined || onClick !== undefined;
  const content = (
    <>
      {leading ? <span className="list-row__leading">{leading}</span> : null}
      <span className="list-row__text">
        <span className="list-row__title">{title}</span>
        {subtitle ? <span className="list-row__subtitle">{subtitle}</span> : null}
      </span>
      {trailing ? <span className="list-row__trailing">{trailing}</span> : null}
      {(chevron ?? interactive) ? <ChevronRight className="list-row__chevron" aria-hidden="true" /> : null}
    </>
  );
  return (
    <li className="list-row">
      {href !== undefined ? (
        <a className="list-row__body list-row__body--action" href={disabled ? undefined : href} aria-disabled={disabled || undefined}>
          {content}
        </a>
      ) : onClick ? (
        <button type="button" className="list-row__body list-row__body--action" onClick={onClick} disabled={disabled}>
          {content}
        </button>
      ) : (
        <div className="list-row__body">{content}</div>
      )}
    </li>
  );
}
