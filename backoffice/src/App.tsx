import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { KitValuesProvider } from '@app/ui';
import { EmptyState } from '@app/ui/display';
import { useTranslation } from 'react-i18next';
import type { OperatorPermission } from '@app/contract/operator-staff';
import { failureText } from './i18n.ts';
import { Allowed, Forbidden, Loading } from './layout/parts.tsx';
import { Shell } from './layout/Shell.tsx';
import { SETTINGS_PERMISSIONS } from './permissions.ts';
import { OperatorApiError } from './api/client.ts';
import { Dashboard } from './pages/Dashboard.tsx';
import { Documents } from './pages/Documents.tsx';
import { Ledger } from './pages/Ledger.tsx';
import { Audit, AuditEntry } from './pages/Audit.tsx';
import { Player } from './pages/Player.tsx';
import { Players } from './pages/Players.tsx';
import { Releases } from './pages/Releases.tsx';
import { Settings } from './pages/settings/Settings.tsx';
import { SportsEvents } from './pages/SportsEvents.tsx';
import { Withdrawals } from './pages/Withdrawals.tsx';
import { SignIn } from './pages/SignIn.tsx';
import { LiveProvider } from './realtime/Live.tsx';
import { SessionProvider, useSession } from './session/SessionProvider.tsx';

/** Where the back office is served. */
export const BASENAME = '/backoffice';

const kitValues = { submitFailureText: (caught: unknown) => failureText(caught) };

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (403, 404, an ended session) is the answer: asking again changes nothing.
        retry: (count, error) => !(error instanceof OperatorApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
    },
  });
}

function Gate({ permission, children }: { permission: OperatorPermission | readonly OperatorPermission[]; children: ReactNode }) {
  return (
    <Allowed permission={permission} otherwise={<Forbidden />}>
      {children}
    </Allowed>
  );
}

function NotFound() {
  const { t } = useTranslation('backoffice');
  return <EmptyState title={t('app.notFound')} />;
}

/** The signed-in pages: each exists only for the roles that may use it. */
export function SignedInRoutes() {
  return (
    <Shell>
      <Routes>
        <Route path="/" element={<Dashboard />} />
        <Route path="/players" element={<Gate permission="players.read">{<Players />}</Gate>} />
        <Route path="/players/:userId" element={<Gate permission="players.read">{<Player />}</Gate>} />
        <Route path="/withdrawals" element={<Gate permission="withdrawals.decide">{<Withdrawals />}</Gate>} />
        <Route path="/documents" element={<Gate permission="kyc.decide">{<Documents />}</Gate>} />
        <Route path="/sports-events" element={<Gate permission="sports.manage">{<SportsEvents />}</Gate>} />
        <Route path="/settings/*" element={<Gate permission={SETTINGS_PERMISSIONS}>{<Settings />}</Gate>} />
        <Route path="/releases" element={<Gate permission="releases.manage">{<Releases />}</Gate>} />
        <Route path="/ledger" element={<Gate permission="ledger.read">{<Ledger />}</Gate>} />
        <Route path="/audit" element={<Gate permission="audit.read">{<Audit />}</Gate>} />
        <Route path="/audit/:id" element={<Gate permission="audit.read">{<AuditEntry />}</Gate>} />
        <Route path="/sign-in" element={<Navigate to="/" replace />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Shell>
  );
}

function Screens() {
  const { status } = useSession();
  const [queryClient, setQueryClient] = useState(newQueryClient);
  const [forMember, setForMember] = useState<string | null>(null);
  const { member } = useSession();
  // Nothing one member loaded is shown to the next.
  const memberId = member?.staffId ?? null;
  if (memberId !== forMember) {
    setForMember(memberId);
    queryClient.clear();
    setQueryClient(newQueryClient());
  }
  if (status === 'checking') return <Loading />;
  if (status === 'signedOut') return <SignIn />;
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider>
        <SignedInRoutes />
      </LiveProvider>
    </QueryClientProvider>
  );
}

export function App({ storage }: { storage?: Storage }) {
  return (
    <BrowserRouter basename={BASENAME}>
      <KitValuesProvider values={kitValues}>
        <SessionProvider storage={storage}>
          <Screens />
        </SessionProvider>
      </KitValuesProvider>
    </BrowserRouter>
  );
}
