import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';

export interface NoticeProps {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  /** A link or button under the text. */
  action?: ReactNode;
  /** How it is announced when it appears: a result (status) or a problem (alert). */
  role?: 'status' | 'alert';
}

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

/** A short message set apart from the page: an icon, a title, a line and a way on (the colour is never the only sign). */
export function Notice({ tone = 'info', title, children, action, role }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div className={`vip-notice vip-notice--${tone}`} role={role}>
      <Icon className="vip-notice__icon" aria-hidden="true" />
      <div className="vip-notice__body">
        {title ? <p className="vip-notice__title">{title}</p> : null}
        {children ? <div className="vip-notice__text">{children}</div> : null}
        {action ? <div className="vip-notice__action">{action}</div> : null}
      </div>
    </div>
  );
}
