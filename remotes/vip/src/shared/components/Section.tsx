import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  /** A link or button beside the title. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled part of the page (its level-two heading names the region for screen readers). */
export function Section({ title, lead, action, className, children }: SectionProps) {
  const id = useId();
  return (
    <section className={className ? `vip-section ${className}` : 'vip-section'} aria-labelledby={id}>
      <div className="vip-section__head">
        <h2 id={id} className="vip-section__title">
          {title}
        </h2>
        {action}
      </div>
      {lead ? <p className="vip-lead">{lead}</p> : null}
      {children}
    </section>
  );
}
