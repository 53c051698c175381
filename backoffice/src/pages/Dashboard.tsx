import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DashboardDay, DashboardProduct, MaintenanceState } from '@app/contract';
import { Card, SummaryList } from '@app/ui/display';
import { call } from '../api/client.ts';
import { TimeChart, type TimeChartTexts } from '../charts/TimeChart.tsx';
import { dashboardKey } from '../api/keys.ts';
import { useFallbackRefresh } from '../realtime/Live.tsx';
import { Allowed, PageHeader, QueryView } from '../layout/parts.tsx';
import { dateTime, money } from '../format.ts';
import { useMember } from '../session/SessionProvider.tsx';

/** What every role sees first: the platform's state; the day's figures once the platform serves them. */
export function Dashboard() {
  const { t } = useTranslation('backoffice');
  const member = useMember();
  // On, scheduled for later, or off (an end time already past is off: it ended by itself).
  const maintenanceText = (state: MaintenanceState, now: number) => {
    if (!state.enabled || !state.endTime || Date.parse(state.endTime) <= now) return t('dashboard.maintenanceOff');
    if (state.startTime && Date.parse(state.startTime) > now) {
      return t('dashboard.maintenanceScheduled', { start: dateTime(state.startTime), time: dateTime(state.endTime) });
    }
    return t('dashboard.maintenanceOn', { time: dateTime(state.endTime) });
  };
  const status = useQuery({
    queryKey: ['status'],
    queryFn: async ({ signal }) => {
      const [health, maintenance] = await Promise.all([
        call('/operator/health', {}, signal),
        call('/operator/maintenance/get', {}, signal),
      ]);
      return { version: health.version, maintenance: maintenance.maintenance, readAt: Date.now() };
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
                    value: maintenanceText(data.maintenance, data.readAt),
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

const PRODUCTS: readonly DashboardProduct[] = ['originals', 'provider', 'sports'];

/** The chart's words, in the back office's language. */
function useChartTexts(): TimeChartTexts {
  const { t } = useTranslation('backoffice');
  return useMemo(
    () => ({
      showTable: t('dashboard.chart.showTable'),
      time: t('dashboard.chart.day'),
      latest: (values, at) => t('dashboard.chart.latest', { values, at }),
      empty: t('dashboard.chart.empty'),
    }),
    [t],
  );
}

/** Each day's figure as a number in the house currency (the chart's scale). */
const amountsOf = (days: readonly DashboardDay[], figure: (day: DashboardDay) => { total: string }) =>
  days.map((day) => Number(figure(day).total));

/** Today's money, the last 7 days as charts, and what waits, for the roles that read the reports; follows the server live. */
function Figures() {
  const { t, i18n } = useTranslation('backoffice');
  const refresh = useFallbackRefresh(60_000);
  const texts = useChartTexts();
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
          const times = data.days.map((day) => Date.parse(`${day.date}T00:00:00Z`));
          const inHouse = (value: number) => money(value.toFixed(2), house);
          const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
          const axis = (value: number) => compact.format(value);
          return (
            <>
              <div className="bo-grid" data-testid="dashboard-figures">
                {today ? (
                  <Card title={t('dashboard.today', { date: today.date })} headingLevel={3}>
                    <SummaryList
                      items={[
                        { label: t('dashboard.deposits'), value: money(today.deposits.total, house) },
                        { label: t('dashboard.withdrawals'), value: money(today.withdrawals.total, house) },
                        { label: t('dashboard.stakes'), value: money(today.total.stakes.total, house) },
                        { label: t('dashboard.payouts'), value: money(today.total.payouts.total, house) },
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
                      {
                        label: t('dashboard.socketsOpen'),
                        value: data.live.socketsOpen === null ? t('dashboard.socketsInWorkers') : String(data.live.socketsOpen),
                      },
                      { label: t('dashboard.pendingWithdrawals'), value: String(data.queues.pendingWithdrawals) },
                      { label: t('dashboard.pendingDocuments'), value: String(data.queues.pendingDocuments) },
                    ]}
                  />
                </Card>
              </div>
              {today ? (
                <Card title={t('dashboard.byProduct', { date: today.date })} headingLevel={3}>
                  <div className="bo-table-wrap">
                    <table className="bo-table" data-testid="dashboard-products">
                      <thead>
                        <tr>
                          <th scope="col">{t('dashboard.product')}</th>
                          <th scope="col" className="bo-num">
                            {t('dashboard.stakes')}
                          </th>
                          <th scope="col" className="bo-num">
                            {t('dashboard.payouts')}
                          </th>
                          <th scope="col" className="bo-num">
                            {t('dashboard.ggr')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {[...PRODUCTS.map((product) => [product, today.products[product]] as const), ['total', today.total] as const].map(
                          ([product, figures]) => (
                            <tr key={product}>
                              <th scope="row">{t(`dashboard.products.${product}`)}</th>
                              <td className="bo-num">{money(figures.stakes.total, house)}</td>
                              <td className="bo-num">{money(figures.payouts.total, house)}</td>
                              <td className="bo-num">{money(figures.ggr.total, house)}</td>
                            </tr>
                          ),
                        )}
                      </tbody>
                    </table>
                  </div>
                </Card>
              ) : null}
              <div className="bo-grid bo-grid--two bo-dashboard__charts">
                <Card>
                  <TimeChart
                    title={t('dashboard.moneyChart')}
                    times={times}
                    series={[
                      { label: t('dashboard.deposits'), values: amountsOf(data.days, (day) => day.deposits), color: '--color-success' },
                      {
                        label: t('dashboard.withdrawals'),
                        values: amountsOf(data.days, (day) => day.withdrawals),
                        color: '--color-warning',
                      },
                    ]}
                    texts={texts}
                    formatValue={inHouse}
                    formatAxis={axis}
                    days
                  />
                </Card>
                <Card>
                  <TimeChart
                    title={t('dashboard.ggrChart')}
                    times={times}
                    series={PRODUCTS.map((product) => ({
                      label: t(`dashboard.products.${product}`),
                      values: amountsOf(data.days, (day) => day.products[product].ggr),
                    }))}
                    texts={texts}
                    formatValue={inHouse}
                    formatAxis={axis}
                    days
                  />
                </Card>
              </div>
              <p className="bo-hint">{t('dashboard.inCurrency', { currency: house })}</p>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
