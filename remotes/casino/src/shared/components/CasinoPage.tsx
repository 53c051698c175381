import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@app/api';
import { AreaBody } from '@app/ui/display';
import { AreaLayout } from '../../area.ts';
import '../casino.css';

export interface CasinoPageProps {
  /** Key of the page title under `pages.` in the casino's texts. */
  titleKey: string;
  children: ReactNode;
}

/**
 * The frame of every casino page: the area's layout, the page's query cache (the product's one
 * client, so it works inside the host or alone) and the area's styles.
 */
export function CasinoPage({ titleKey, children }: CasinoPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AreaLayout titleKey={`pages.${titleKey}`}>
        <AreaBody className="casino" flush>
          {children}
        </AreaBody>
      </AreaLayout>
    </QueryClientProvider>
  );
}
