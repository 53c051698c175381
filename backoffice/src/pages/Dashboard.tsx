import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, SummaryList } from '@app/ui/display';
import { call } from '../api/client.ts';
import { dashboardKey } from '../api/keys.ts';
import { useFallbackRefresh } from '../realtime/Live.tsx';
import { Allowed, PageHeader, QueryView } from '../layout/parts.tsx';
import { money } from '../format.ts';
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
      <Allowed permission="reports.read">
        <Figures />
      </Allowed>
    </>
  );
}

/** Today's money and what waits, for the roles that read the reports. */
function Figures() {
  const { t } = useTranslation('backoffice');
  const refresh = useFallbackRefresh(60_000);
  const summary = useQuery({
    queryKey: [...dashboardKey, 'summary'],
    queryFn: ({ signal }) => call('/operator/dashboard/summary', {}, signal),
    refetchInterval: refresh,
  });
  return (
    <section aria-labelledby="figures">
      <h2 id="figures">{t('dashboard.figures')}</h2>
      <QueryView query={summary} headingLevel={3}>
        {(data) => {
          const today = data.days.at(-1);
          const house = data.houseCurrency;
          return (
            <div className="bo-grid" data-testid="dashboard-figures">
              {today ? (
                <Card title={t('dashboard.today', { date: today.date })} headingLevel={3}>
                  <SummaryList
                    items={[
                      { label: t('dashboard.deposits'), value: money(today.deposits.total, house) },
                      { label: t('dashboard.withdrawals'), value: money(today.withdrawals.total, house) },
                      { label: t('dashboard.stakes'), value: money(today.total.stakes.total, house) },
                      { label: t('dashboard.ggr'), value: money(today.total.ggr.total, house), strong: true },
                    ]}
                  />
                </Card>
              ) : null}
              <Card title={t('dashboard.live')} headingLevel={3}>
                <SummaryList
                  items={[
                    {
                      label: t('dashboard.activePlayers', { minutes: data.live.activeWindowMinutes }),
                      value: String(data.live.activePlayers),
                    },
                    { label: t('dashboard.pendingWithdrawals'), value: String(data.queues.pendingWithdrawals) },
                    { label: t('dashboard.pendingDocuments'), value: String(data.queues.pendingDocuments) },
                  ]}
                />
              </Card>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
