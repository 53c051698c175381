import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@app/api';
import { AreaBody } from '@app/ui/display';
import { AreaLayout } from '../../area.ts';
import { useLiveWallet } from '../hooks/useLiveWallet.ts';
import '../wallet.css';

export interface WalletPageProps {
  /** Key of the page title under `pages.` in the wallet's texts. */
  titleKey: string;
  /** What the title's placeholders read (the channel's name). */
  titleValues?: Record<string, string>;
  children: ReactNode;
}

function LiveWallet({ children }: { children: ReactNode }) {
  useLiveWallet();
  return <>{children}</>;
}

/**
 * The frame of every wallet page: the area's layout, the page's query cache (the page's one shared
 * client, so it works inside the host or alone), the area's styles, and the live updates.
 */
export function WalletPage({ titleKey, titleValues, children }: WalletPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveWallet>
        <AreaLayout titleKey={`pages.${titleKey}`} titleValues={titleValues}>
          <AreaBody className="wallet" flush>
            {children}
          </AreaBody>
        </AreaLayout>
      </LiveWallet>
    </QueryClientProvider>
  );
}
