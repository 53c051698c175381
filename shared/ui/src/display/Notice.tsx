import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps {
  tone?: NoticeTone;
  /** By default the tone's own icon; `null` for none. */
  icon?: LucideIcon | null;
  title?: ReactNode;
  children?: ReactNode;
  /** Links or buttons under the text. */
  action?: ReactNode;
  /** How it is announced when it appears: a result (status) or a problem (alert). */
  role?: 'status' | 'alert';
  className?: string;
}

const ICONS: Record<NoticeTone, LucideIcon> = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

/** A short message set apart from the page: an icon, a title, a line and a way on (the colour is never the only sign). */
export function Notice({ tone = 'info', icon, title, children, action, role, className }: NoticeProps) {
  const Icon = icon === undefined ? ICONS[tone] : icon;
  return (
    <div className={`notice notice--${tone}${className ? ` ${className}` : ''}`} role={role}>
      {Icon ? <Icon className="notice__icon" aria-hidden="true" /> : null}
      <div className="notice__body">
        {title ? <p className="notice__title">{title}</p> : null}
        {children ? <div className="notice__text">{children}</div> : null}
        {action ? <div className="notice__actions">{action}</div> : null}
      </div>
    </div>
  );
}
