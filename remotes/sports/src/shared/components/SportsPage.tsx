import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@app/api';
import { AreaBody } from '@app/ui/display';
import { AreaLayout } from '../../area.ts';
import '../sports.css';

export interface SportsPageProps {
  /** Key of the page title under `pages.` in the area's texts. */
  titleKey: string;
  /** The title on one row with the area's links (a game, the sportsbook's lists). */
  compact?: boolean;
  children: ReactNode;
}

/** The frame of every sports page: the area's layout, the product's query cache and the area's styles. */
export function SportsPage({ titleKey, compact = false, children }: SportsPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AreaLayout titleKey={`pages.${titleKey}`} compact={compact}>
        <AreaBody className="sports">{children}</AreaBody>
      </AreaLayout>
    </QueryClientProvider>
  );
}
