import { Gamepad2 } from 'lucide-react';
import type { GameSort } from '@app/contract';
import { EmptyState, SegmentedControl } from '@app/ui/display';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import type { GameQuery } from '../../../shared/api/gamePage.ts';
import { SORTS, sortFrom } from '../model/lobby.ts';
import { GameGrid } from './GameGrid.tsx';

/** The grid of one category, tag or provider, in the order the player picks (?sort=). */
export function FilteredGames({ query, label }: { query: Omit<GameQuery, 'sort'>; label: string }) {
  const { t } = useAreaTranslation();
  const [params, setParams] = useSearchParams();
  const sort = sortFrom(params.get('sort'));
  const full = { ...query, sort };
  return (
    <>
      <SegmentedControl<GameSort>
        label={t('lobby.sortLabel')}
        options={SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        value={sort}
        onChange={(value) => setParams(value === 'popular' ? {} : { sort: value }, { replace: true })}
      />
      <GameGrid
        key={JSON.stringify(full)}
        query={full}
        label={label}
        empty={
          <EmptyState
            icon={<Gamepad2 />}
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
            action={
              <ButtonLink to="/casino" variant="secondary">
                {t('list.toLobby')}
              </ButtonLink>
            }
          />
        }
      />
    </>
  );
}
