import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeft, ScrollText } from 'lucide-react';
import type { OperatorActor, OperatorAuditEntry, OperatorAuditSearch } from '@app/contract';
import { Button } from '@app/ui';
import { Card, EmptyState, SummaryList } from '@app/ui/display';
import { call } from '../api/client.ts';
import { dateTime } from '../format.ts';
import { PageHeader, QueryView } from '../layout/parts.tsx';

export const AUDIT_PAGE_SIZE = 50;
const FIELDS = ['staff', 'player', 'action', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

/** A datetime-local value (the member's own time) as the instant the API takes. */
function instant(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function actorText(actor: OperatorActor, service: (name: string) => string): string {
  return actor.kind === 'staff' ? actor.email : service(actor.name);
}

/**
 * The audit, newest first: searched by member of staff, player, action and time, a page at a time
 * by the server's cursor (keyset: a page starts where the last one ended, however many entries
 * arrive meanwhile).
 */
export function Audit() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<Field, string>;
  const [draft, setDraft] = useState(applied);
  const search: OperatorAuditSearch = {
    ...(applied.staff ? { staff: applied.staff } : {}),
    ...(applied.player ? { player: applied.player } : {}),
    ...(applied.action ? { action: applied.action } : {}),
    ...(instant(applied.from) ? { from: instant(applied.from) } : {}),
    ...(instant(applied.to) ? { to: instant(applied.to) } : {}),
    pageSize: AUDIT_PAGE_SIZE,
  };
  const query = useInfiniteQuery({
    queryKey: ['audit', search],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('/operator/audit/search', { ...search, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(FIELDS.filter((field) => draft[field].trim()).map((field) => [field, draft[field].trim()])));
  };
  const field = (name: Field, label: string, type = 'text', hint?: string) => (
    <label className="bo-field">
      {label}
      <input
        type={type}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        aria-describedby={hint ? 'audit-action-hint' : undefined}
      />
    </label>
  );
  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <form className="bo-toolbar" role="search" onSubmit={submit} aria-label={t('audit.search')}>
        {field('staff', t('audit.staff'))}
        {field('player', t('audit.player'))}
        {field('action', t('audit.action'), 'text', 'hint')}
        {field('from', t('audit.from'), 'datetime-local')}
        {field('to', t('audit.to'), 'datetime-local')}
        <Button type="submit" variant="primary">
          {t('audit.search')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({ staff: '', player: '', action: '', from: '', to: '' });
            setParams({});
          }}
        >
          {t('common.clear')}
        </Button>
        <p id="audit-action-hint" className="bo-hint">
          {t('audit.actionHint')}
        </p>
      </form>
      <QueryView query={query}>
        {(data) => {
          const entries = data.pages.flatMap((page) => page.entries);
          if (entries.length === 0) return <EmptyState icon={<ScrollText />} title={t('audit.empty')} text={t('audit.emptyText')} />;
          return (
            <>
              <AuditTable entries={entries} />
              {query.hasNextPage ? (
                <div className="bo-pager">
                  <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                    {t('audit.more')}
                  </Button>
                </div>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </>
  );
}

function AuditTable({ entries }: { entries: readonly OperatorAuditEntry[] }) {
  const { t } = useTranslation('backoffice');
  const service = (name: string) => t('audit.service', { name });
  return (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <caption>{t('audit.results')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.at')}</th>
            <th scope="col">{t('audit.actor')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col">{t('audit.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <Link to={`/audit/${encodeURIComponent(entry.id)}`}>{dateTime(entry.at)}</Link>
              </td>
              <td>{actorText(entry.actor, service)}</td>
              <td className="bo-mono">{entry.action}</td>
              <td className="bo-mono">{entry.target ?? '—'}</td>
              <td>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Json({ value }: { value: unknown }) {
  const { t } = useTranslation('backoffice');
  if (value === null || value === undefined) return <p>{t('audit.nothing')}</p>;
  return (
    <pre className="bo-pre" tabIndex={0}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** One audit entry: who, when, what, and the state before and after the change. */
export function AuditEntry() {
  const { t } = useTranslation('backoffice');
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['audit', 'entry', id], queryFn: ({ signal }) => call('/operator/audit/get', { id }, signal) });
  const service = (name: string) => t('audit.service', { name });
  return (
    <>
      <p>
        <Link to="/audit" className="bo-back">
          <ArrowLeft aria-hidden="true" size={16} /> {t('audit.backToList')}
        </Link>
      </p>
      <QueryView query={query}>
        {({ entry }) => (
          <>
            <PageHeader title={t('audit.entry')} lead={<span className="bo-mono">{entry.action}</span>} />
            <div className="bo-stack">
              <Card>
                <SummaryList
                  items={[
                    { label: t('audit.at'), value: dateTime(entry.at) },
                    {
                      label: t('audit.actor'),
                      value: actorText(entry.actor, service) + (entry.actorLabel ? ` (${entry.actorLabel})` : ''),
                    },
                    { label: t('audit.action'), value: entry.action },
                    { label: t('audit.target'), value: entry.target ?? '—' },
                    {
                      label: t('audit.player'),
                      value: entry.playerId ? <Link to={`/players/${encodeURIComponent(entry.playerId)}`}>{entry.playerId}</Link> : '—',
                    },
                    { label: t('audit.reason'), value: entry.reason ?? '—' },
                    { label: t('audit.request'), value: entry.requestId ?? '—' },
                  ]}
                />
              </Card>
              <div className="bo-grid bo-grid--two">
                <Card title={t('audit.before')} headingLevel={2}>
                  <Json value={entry.before} />
                </Card>
                <Card title={t('audit.after')} headingLevel={2}>
                  <Json value={entry.after} />
                </Card>
              </div>
              {entry.detail ? (
                <Card title={t('audit.detail')} headingLevel={2}>
                  <Json value={entry.detail} />
                </Card>
              ) : null}
            </div>
          </>
        )}
      </QueryView>
    </>
  );
}
