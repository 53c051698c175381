import type { ReactNode } from 'react';

export interface AreaBodyProps {
  /** The area's own class (casino, sports, ...), for its sheet's rules. */
  className: string;
  /** Takes the parts' own outer margins away, so that only the body's gap spaces them. */
  flush?: boolean;
  children: ReactNode;
}

/** The body of an area's page, under its heading and links: the page's parts one above the other. */
export function AreaBody({ className, flush = false, children }: AreaBodyProps) {
  return <div className={`area-body${flush ? ' area-body--flush' : ''} ${className}`}>{children}</div>;
}
