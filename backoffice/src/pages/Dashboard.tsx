import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, SummaryList } from '@app/ui/display';
import { call } from '../api/client.ts';
import { NotAvailable, PageHeader, QueryView } from '../layout/parts.tsx';
import { useMember } from '../session/SessionProvider.tsx';

/** What every role sees first: the platform's state; the day's figures once the platform serves them. */
export function Dashboard() {
  const { t, i18n } = useTranslation('backoffice');
  const member = useMember();
  const status = useQuery({
    queryKey: ['status'],
    queryFn: async ({ signal }) => {
      const [health, maintenance] = await Promise.all([
        call('/operator/health', {}, signal),
        call('/operator/maintenance/get', {}, signal),
      ]);
      return { version: health.version, maintenance: maintenance.maintenance };
    },
  });
  return (
    <>
      <PageHeader title={t('dashboard.title')} lead={t('dashboard.welcome', { email: member.email })} />
      <div className="bo-grid">
        <Card title={t('dashboard.platform')}>
          <QueryView query={status} headingLevel={3}>
            {(data) => (
              <SummaryList
                items={[
                  { label: t('dashboard.version'), value: data.version },
                  {
                    label: t('dashboard.maintenance'),
                    value: data.maintenance.enabled
                      ? t('dashboard.maintenanceOn', {
                          time: data.maintenance.endTime ? new Date(data.maintenance.endTime).toLocaleString(i18n.language) : '—',
                        })
                      : t('dashboard.maintenanceOff'),
                  },
                ]}
              />
            )}
          </QueryView>
        </Card>
      </div>
      <section aria-labelledby="figures">
        <h2 id="figures">{t('dashboard.figures')}</h2>
        <NotAvailable headingLevel={3} />
      </section>
    </>
  );
}
