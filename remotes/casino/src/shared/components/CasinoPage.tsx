import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@app/api';
import { AreaBody } from '@app/ui/display';
import { AreaLayout } from '../../area.ts';
import '../casino.css';

export interface CasinoPageProps {
  /** Key of the page title under `pages.` in the casino's texts. */
  titleKey: string;
  /** The title on one row with the area's links (a game, the sportsbook's lists). */
  compact?: boolean;
  children: ReactNode;
}

/**
 * The frame of every casino page: the area's layout, the page's query cache (the product's one
 * client, so it works inside the host or alone) and the area's styles.
 */
export function CasinoPage({ titleKey, compact = false, children }: CasinoPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AreaLayout titleKey={`pages.${titleKey}`} compact={compact}>
        <AreaBody className="casino" flush>
          {children}
        </AreaBody>
      </AreaLayout>
    </QueryClientProvider>
  );
}
