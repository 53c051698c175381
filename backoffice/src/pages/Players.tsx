import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Users } from 'lucide-react';
import { Button } from '@app/ui';
import { Badge, EmptyState } from '@app/ui/display';
import { call } from '../api/client.ts';
import { dateTime, isLockedNow } from '../format.ts';
import { PageHeader, QueryView } from '../layout/parts.tsx';

export const PLAYERS_PAGE_SIZE = 20;

/**
 * The players, found by part of their email or name or by their id, a page at a time. The platform's list answers up to
 * a limit: each page asks for what it shows and one more, which says whether a next page exists.
 */
export function Players() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(search);
  const limit = page * PLAYERS_PAGE_SIZE + 1;
  const query = useQuery({
    queryKey: ['players', search, limit],
    queryFn: ({ signal }) => call('/operator/users/list', { ...(search ? { search } : {}), limit: Math.min(limit, 500) }, signal),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const goTo = (next: number) => setParams({ ...(search ? { q: search } : {}), page: String(next) });

  return (
    <>
      <PageHeader title={t('players.title')} lead={t('players.lead')} />
      <form className="bo-toolbar" role="search" onSubmit={submit}>
        <label className="bo-field">
          {t('players.search')}
          <input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} aria-describedby="players-search-hint" />
        </label>
        <Button type="submit" variant="primary">
          {t('common.search')}
        </Button>
        <p id="players-search-hint" className="bo-hint">
          {t('players.searchHint')}
        </p>
      </form>
      <QueryView query={query}>
        {({ users }) => {
          const shown = users.slice((page - 1) * PLAYERS_PAGE_SIZE, page * PLAYERS_PAGE_SIZE);
          if (shown.length === 0) return <EmptyState icon={<Users />} title={t('players.empty')} text={t('players.emptyText')} />;
          const hasNext = users.length > page * PLAYERS_PAGE_SIZE && limit <= 500;
          return (
            <>
              <div className="bo-table-wrap">
                <table className="bo-table">
                  <caption>{t('players.results')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('players.email')}</th>
                      <th scope="col">{t('players.name')}</th>
                      <th scope="col">{t('players.userId')}</th>
                      <th scope="col">{t('players.currency')}</th>
                      <th scope="col">{t('players.verified')}</th>
                      <th scope="col">{t('players.state')}</th>
                      <th scope="col">{t('players.created')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((user) => (
                      <tr key={user.userId}>
                        <td>
                          <Link to={`/players/${encodeURIComponent(user.userId)}?email=${encodeURIComponent(user.email)}`}>
                            {user.email}
                          </Link>
                        </td>
                        <td>{user.name ?? t('common.none')}</td>
                        <td className="bo-mono">{user.userId}</td>
                        <td>{user.currency}</td>
                        <td>{user.emailVerified ? t('common.yes') : t('common.no')}</td>
                        <td>
                          {user.accountLockedAt ? (
                            <Badge tone="danger">{t('players.accountLocked')}</Badge>
                          ) : isLockedNow(user.lockedUntil) ? (
                            <Badge tone="danger">{t('players.locked', { time: dateTime(user.lockedUntil) })}</Badge>
                          ) : (
                            <Badge tone="success">{t('players.active')}</Badge>
                          )}
                        </td>
                        <td>{dateTime(user.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="bo-pager" aria-label={t('players.results')}>
                <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('common.previous')}
                </Button>
                <span aria-current="page" className="bo-pager__page">
                  {t('common.page', { page })}
                </span>
                <Button variant="secondary" size="small" disabled={!hasNext} onClick={() => goTo(page + 1)}>
                  {t('common.next')}
                </Button>
              </nav>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
