import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleSlash } from 'lucide-react';
import type { OperatorPermission } from '@app/contract/operator-staff';
import { Spinner } from '@app/ui';
import { EmptyState, ErrorState } from '@app/ui/display';
import { can, canAny } from '../permissions.ts';
import { useMember } from '../session/SessionProvider.tsx';
import { failureText } from '../i18n.ts';

export function PageHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="bo-page-header">
      <div>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
      {actions ? <div className="bo-actions">{actions}</div> : null}
    </div>
  );
}

/** A page or part of one that only some roles have: nothing of it is drawn for the others. */
export function Allowed({
  permission,
  children,
  otherwise = null,
}: {
  /** One permission, or a list of which any one will do. */
  permission: OperatorPermission | readonly OperatorPermission[];
  children: ReactNode;
  otherwise?: ReactNode;
}) {
  const member = useMember();
  const allowed = typeof permission === 'string' ? can(member.role, permission) : canAny(member.role, permission);
  return <>{allowed ? children : otherwise}</>;
}

/** A page the role may not use, reached by its address. */
export function Forbidden() {
  const { t } = useTranslation('backoffice');
  return <EmptyState icon={<CircleSlash />} title={t('app.forbidden')} text={t('errors.generic')} />;
}

/** What the platform does not answer yet: said plainly, never made up. */
export function NotAvailable({ title, headingLevel = 2 }: { title?: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('backoffice');
  return (
    <div data-testid="not-available">
      <EmptyState
        icon={<CircleSlash />}
        title={title ?? t('app.notAvailable')}
        text={t('app.notAvailableText')}
        headingLevel={headingLevel}
      />
    </div>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <div className="bo-centre">
      <Spinner label={label ?? t('app.loading')} />
    </div>
  );
}

/** A query's loading and failure, then its data. */
export function QueryView<T>({
  query,
  children,
  headingLevel = 2,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => Promise<unknown> };
  children: (data: T) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('backoffice');
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorState
        title={t('errors.loadFailed')}
        text={failureText(query.error)}
        onRetry={() => query.refetch()}
        headingLevel={headingLevel}
      />
    );
  return <>{children(query.data)}</>;
}
