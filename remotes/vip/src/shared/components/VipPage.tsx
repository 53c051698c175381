import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@app/api';
import { usePlayer } from '@app/state';
import { AreaBody } from '@app/ui/display';
import { AreaLayout } from '../../area.ts';
import { useLiveBonus } from '../hooks/useLiveBonus.ts';
import '../vip.css';

export interface VipPageProps {
  /** Key of the page title under `pages.` in the area's texts. */
  titleKey: string;
  children: ReactNode;
}

function LiveBonus({ children }: { children: ReactNode }) {
  useLiveBonus(usePlayer().signedIn);
  return <>{children}</>;
}

/**
 * The frame of every vip page: the area's layout, the page's query cache (the product's one
 * client, so it works inside the host or alone), the area's styles and the live updates.
 */
export function VipPage({ titleKey, children }: VipPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveBonus>
        <AreaLayout titleKey={`pages.${titleKey}`}>
          <AreaBody className="vip" flush>
            {children}
          </AreaBody>
        </AreaLayout>
      </LiveBonus>
    </QueryClientProvider>
  );
}
