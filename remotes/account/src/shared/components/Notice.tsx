import type { ReactNode } from 'react';
import { CircleAlert, Info, ShieldCheck, TriangleAlert } from 'lucide-react';

export interface NoticeProps {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  /** A link or button under the text. */
  action?: ReactNode;
  /** Announced when it appears (a result the player waits for). */
  live?: boolean;
}

const ICONS = { info: Info, success: ShieldCheck, warning: TriangleAlert, danger: CircleAlert };

/** A short message set apart from the page: an icon, a title, a line and a way on (the colour is never the only sign). */
export function Notice({ tone = 'info', title, children, action, live = false }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div className={`account-notice account-notice--${tone}`} role={live ? 'status' : undefined}>
      <Icon className="account-notice__icon" aria-hidden="true" />
      <div className="account-notice__body">
        {title ? <p className="account-notice__title">{title}</p> : null}
        {children ? <div className="account-notice__text">{children}</div> : null}
        {action ? <div className="account-notice__action">{action}</div> : null}
      </div>
    </div>
  );
}
