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

/** A titled part of a page (its level-two heading names the region for screen readers). */
export function Section({ title, lead, action, className, children }: SectionProps) {
  const id = useId();
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {action}
      </div>
      {lead ? <p className="section__lead">{lead}</p> : null}
      {children}
    </section>
  );
}
