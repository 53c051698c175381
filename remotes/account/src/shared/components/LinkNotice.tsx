import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Notice } from '@app/ui/display';
import { ButtonLink } from '@app/ui';

export interface LinkNoticeProps {
  /** The next step (info), a step still to take first (warning), or a step done (success). */
  tone: 'info' | 'warning' | 'success';
  title: ReactNode;
  children: ReactNode;
  /** Where the one way on goes, and its words. */
  to: string;
  action: ReactNode;
}

/** A notice with one way on: the step to take first, or back to the overview once a step is done. */
export function LinkNotice({ tone, title, children, to, action }: LinkNoticeProps) {
  return (
    <Notice
      tone={tone}
      icon={tone === 'success' ? ShieldCheck : undefined}
      title={title}
      action={
        <ButtonLink to={to} size="small">
          {action}
        </ButtonLink>
      }
    >
      {children}
    </Notice>
  );
}
