import { useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../../area.ts';
import { gameRowOptions } from '../../../shared/api/gamePage.ts';
import { GameRow } from '../../../shared/components/GameRow.tsx';
import { listHref } from '../../../shared/model/links.ts';
import { HOME_ROW_SIZE } from '@app/contract/first-screen';
import { HOME_ROWS } from '../model/lobby.ts';

function CatalogueRow({ row, eager }: { row: (typeof HOME_ROWS)[number]; eager: boolean }) {
  const { t } = useAreaTranslation();
  const games = useQuery(gameRowOptions(row.query, HOME_ROW_SIZE));
  const tag = 'tag' in row.query ? row.query.tag : row.query.categoryId;
  return (
    <GameRow
      title={t(`rows.${row.id}`)}
      seeAll={listHref(tag)}
      games={games.data}
      loading={games.isPending}
      error={games.isError}
      onRetry={() => void games.refetch()}
      eager={eager}
    />
  );
}

/** The catalogue's rows on the home page: popular, new, originals, slots and live games. */
export function HomeRows() {
  return (
    <>
      {HOME_ROWS.map((row, index) => (
        <CatalogueRow key={row.id} row={row} eager={index === 0} />
      ))}
    </>
  );
}
