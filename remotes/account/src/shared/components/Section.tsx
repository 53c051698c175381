import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  /** A link or button beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled part of a page (a level-two heading names the region for screen readers). */
export function Section({ title, lead, action, children }: SectionProps) {
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={id}>
      <div className="account-section__head">
        <h2 id={id} className="account-section__title">
          {title}
        </h2>
        {action}
      </div>
      {lead ? <p className="account-lead">{lead}</p> : null}
      {children}
    </section>
  );
}
