import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LedgerReportBody } from '@app/contract';
import { Button } from '@app/ui';
import { Badge, Card, SummaryList } from '@app/ui/display';
import { call } from '../api/client.ts';
import { dateTime, money } from '../format.ts';
import { PageHeader, QueryView } from '../layout/parts.tsx';

export const ledgerKey = ['ledger', 'check'] as const;

/** The house's account first, then the providers', each by currency. */
function bySystemAccount(a: LedgerReportBody['system'][number], b: LedgerReportBody['system'][number]): number {
  const house = (account: string) => (account.startsWith('house:') ? 0 : 1);
  return house(a.account) - house(b.account) || a.account.localeCompare(b.account) || a.currency.localeCompare(b.currency);
}

/**
 * The ledger check as the operator's finance reads it: whether every invariant holds (each transfer
 * balanced, no player balance below zero, each balance the sum of its entries), the breaches when
 * one does not, and what the house and each provider hold per currency. The check runs when the
 * page opens and again on demand.
 */
export function Ledger() {
  const { t } = useTranslation('backoffice');
  const query = useQuery({
    queryKey: ledgerKey,
    queryFn: ({ signal }) => call('/operator/ledger/check', {}, signal),
  });
  return (
    <>
      <PageHeader
        title={t('ledger.title')}
        lead={t('ledger.lead')}
        actions={
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {t('ledger.checkAgain')}
          </Button>
        }
      />
      <QueryView query={query}>{(report) => <Report report={report} />}</QueryView>
    </>
  );
}

function Report({ report }: { report: LedgerReportBody }) {
  const { t } = useTranslation('backoffice');
  const system = [...report.system].sort(bySystemAccount);
  return (
    <div className="bo-stack">
      <Card title={t('ledger.result')}>
        <SummaryList
          items={[
            {
              label: t('ledger.invariants'),
              value: (
                <span data-testid="ledger-state">
                  {report.ok ? (
                    <Badge tone="success">{t('ledger.ok')}</Badge>
                  ) : (
                    <Badge tone="danger">{t('ledger.breached', { count: report.breaches.length })}</Badge>
                  )}
                </span>
              ),
            },
            { label: t('ledger.checkedAt'), value: dateTime(report.checkedAt) },
            { label: t('ledger.transfers'), value: report.transfers.toLocaleString() },
            { label: t('ledger.entries'), value: report.entries.toLocaleString() },
            { label: t('ledger.balances'), value: report.balances.toLocaleString() },
          ]}
        />
      </Card>
      {report.breaches.length > 0 ? (
        <Card title={t('ledger.breaches')}>
          <div className="bo-table-wrap">
            <table className="bo-table" data-testid="ledger-breaches">
              <caption className="visually-hidden">{t('ledger.breaches')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ledger.invariant')}</th>
                  <th scope="col">{t('ledger.detail')}</th>
                </tr>
              </thead>
              <tbody>
                {report.breaches.map((breach, index) => (
                  <tr key={`${breach.invariant}-${index}`}>
                    <td>{t(`ledger.invariantNames.${breach.invariant}`)}</td>
                    <td className="bo-mono">{breach.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      ) : null}
      <Card title={t('ledger.system')} subtitle={t('ledger.systemLead')}>
        {system.length === 0 ? (
          <p className="bo-hint">{t('ledger.noSystem')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table" data-testid="ledger-system">
              <caption className="visually-hidden">{t('ledger.system')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ledger.account')}</th>
                  <th scope="col">{t('ledger.currency')}</th>
                  <th scope="col" className="bo-num">
                    {t('ledger.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {system.map((row) => (
                  <tr key={`${row.account}-${row.currency}`}>
                    <td>
                      {row.account.startsWith('house:')
                        ? t('ledger.house')
                        : t('ledger.provider', { name: row.account.slice(row.account.indexOf(':') + 1) })}
                    </td>
                    <td>{row.currency}</td>
                    <td className="bo-num">{money(row.amount, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
