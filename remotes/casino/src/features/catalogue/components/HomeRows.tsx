import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../../../area.ts';
import { gameRowOptions } from '../../../shared/api/gamePage.ts';
import { GameRow } from '../../../shared/components/GameRow.tsx';
import { useNearScreen } from '../../../shared/hooks/useNearScreen.ts';
import { listHref } from '../../../shared/model/links.ts';
import { HOME_ROW_SIZE } from '@app/contract/first-screen';
import { HOME_ROWS } from '../model/lobby.ts';

/** The rows on a phone's first screen: drawn and asked for at once; the others as the player scrolls near them. */
const FIRST_SCREEN_ROWS = 2;

function CatalogueRow({ row, index }: { row: (typeof HOME_ROWS)[number]; index: number }) {
  const { t } = useAreaTranslation();
  const place = useRef<HTMLElement>(null);
  const near = useNearScreen(place, index >= FIRST_SCREEN_ROWS);
  const games = useQuery({ ...gameRowOptions(row.query, HOME_ROW_SIZE), enabled: near });
  const tag = 'tag' in row.query ? row.query.tag : row.query.categoryId;
  return (
    <GameRow
      sectionRef={place}
      title={t(`rows.${row.id}`)}
      seeAll={listHref(tag)}
      games={games.data}
      loading={games.isPending}
      waiting={!near}
      error={games.isError}
      onRetry={() => void games.refetch()}
      eager={index === 0}
    />
  );
}

/**
 * The catalogue's rows on the home page: popular, new, originals, slots and live games. The rows
 * below the first screen wait until the player scrolls near them (their titles and links are
 * there from the start, so a keyboard reaches them), which spares a phone's first load their
 * calls, their tiles and their pictures.
 */
export function HomeRows() {
  return (
    <>
      {HOME_ROWS.map((row, index) => (
        <CatalogueRow key={row.id} row={row} index={index} />
      ))}
    </>
  );
}
