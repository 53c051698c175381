import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@app/api';
import { AreaBody } from '@app/ui/display';
import { AreaLayout } from '../../area.ts';
import '../account.css';

export interface AccountPageProps {
  /** Key of the page title under `pages.` in the account's texts. */
  titleKey: string;
  children: ReactNode;
}

/**
 * The frame of every account page: the area's layout, the page's query cache (the page's one
 * shared client, so it works inside the host or alone) and the area's styles.
 */
export function AccountPage({ titleKey, children }: AccountPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AreaLayout titleKey={`pages.${titleKey}`}>
        <AreaBody className="account" flush>
          {children}
        </AreaBody>
      </AreaLayout>
    </QueryClientProvider>
  );
}
