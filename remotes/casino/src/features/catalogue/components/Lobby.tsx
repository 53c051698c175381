import { useEffect, useState } from 'react';
import { Search, SearchX, X } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { GameSort } from '@app/contract';
import { Button } from '@app/ui';
import { EmptyState, SegmentedControl } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { isKnownCategory } from '../model/categories.ts';
import { useCategories } from '../api/categories.ts';
import { useDebouncedValue } from '../hooks/useDebouncedValue.ts';
import { lobbyQuery, SORTS, sortFrom } from '../model/lobby.ts';
import { GameGrid } from './GameGrid.tsx';
import '../catalogue.css';

/**
 * The lobby: a search over names and providers (asked once the player pauses typing, the count
 * announced), the categories as chips, the order, and the matching games as the player scrolls.
 * The choices live in the address (?q=&category=&sort=), so Back and a shared link keep them.
 */
export function Lobby() {
  const { t } = useAreaTranslation();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(typed);
  const category = params.get('category') ?? '';
  const sort = sortFrom(params.get('sort'));
  const categories = useCategories();

  const change = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const type = (value: string) => {
    setTyped(value);
    if (value === '') change('q', '');
  };
  const inAddress = params.get('q') ?? '';
  useEffect(() => {
    if (inAddress !== search) change('q', search);
    // Only a settled search goes into the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const query = lobbyQuery({ search, category, sort });
  const clear = () => {
    setTyped('');
    change('q', '');
    document.getElementById('casino-search')?.focus();
  };

  return (
    <>
      <div className="lobby-search" role="search">
        <label className="visually-hidden" htmlFor="casino-search">
          {t('lobby.searchLabel')}
        </label>
        <Search className="lobby-search__icon" aria-hidden="true" />
        <input
          id="casino-search"
          className="lobby-search__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={t('lobby.searchPlaceholder')}
          value={typed}
          onChange={(event) => type(event.target.value)}
        />
        {typed ? (
          <button type="button" className="icon-button lobby-search__clear" onClick={clear} aria-label={t('lobby.clearSearch')}>
            <X aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="chips" role="group" aria-label={t('lobby.categories')}>
        <button type="button" className="chip" aria-pressed={category === ''} onClick={() => change('category', '')}>
          {t('lobby.allGames')}
        </button>
        {(categories.data ?? []).map((entry) => (
          <button
            key={entry.categoryId}
            type="button"
            className="chip"
            aria-pressed={category === entry.categoryId}
            onClick={() => change('category', category === entry.categoryId ? '' : entry.categoryId)}
          >
            {isKnownCategory(entry.categoryId) ? t(`categories.${entry.categoryId}`) : entry.name}
          </button>
        ))}
      </div>
      <SegmentedControl<GameSort>
        label={t('lobby.sortLabel')}
        options={SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        value={sort}
        onChange={(value) => change('sort', value === 'popular' ? '' : value)}
      />
      <GameGrid
        key={JSON.stringify(query)}
        query={query}
        label={t('lobby.gamesLabel')}
        announce={(total) => (query.search ? t('lobby.results', { count: total, search: query.search }) : null)}
        empty={
          <EmptyState
            icon={<SearchX />}
            title={t('lobby.noMatchTitle')}
            text={query.search ? t('lobby.noMatchSearch', { search: query.search }) : t('lobby.noMatchText')}
            action={
              query.search || category ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setTyped('');
                    setParams({}, { replace: true });
                  }}
                >
                  {t('lobby.showAll')}
                </Button>
              ) : undefined
            }
          />
        }
      />
    </>
  );
}
