import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState, InfiniteList } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { gameGridOptions, type GameQuery } from '../../../shared/api/gamePage.ts';
import { GameTile } from '../../../shared/components/GameTile.tsx';
import { FIRST_SCREEN_TILES } from '../../../shared/model/art.ts';
import '../catalogue.css';

export interface GameGridProps {
  query: GameQuery;
  /** Names the grid for screen readers. */
  label: string;
  /** What shows when nothing matches. */
  empty: ReactNode;
  /** Announces how many games match (after a search), politely. */
  announce?: (total: number) => string | null;
}

/**
 * The games of a query in a grid of tiles, the next page fetched as the player nears its end; the
 * first screen's artwork loads at once, the rest as it nears the screen.
 */
export function GameGrid({ query, label, empty, announce }: GameGridProps) {
  const { t } = useAreaTranslation();
  const grid = useInfiniteQuery(gameGridOptions(query));
  const games = grid.data?.pages.flatMap((page) => page.list) ?? [];
  const total = grid.data?.pages[0]?.total;
  const announcement = total !== undefined && !grid.isFetching ? (announce?.(total) ?? null) : null;

  return (
    <div className="game-grid">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {grid.isError && games.length === 0 ? (
        <ErrorState text={t('lobby.failed')} onRetry={() => grid.refetch()} />
      ) : (
        <InfiniteList
          items={games}
          itemKey={(game) => game.gameId}
          renderItem={(game, index) => <GameTile game={game} eager={index < FIRST_SCREEN_TILES} />}
          hasMore={grid.hasNextPage}
          loading={grid.isPending || grid.isFetchingNextPage}
          error={grid.isFetchNextPageError}
          onLoadMore={() => void grid.fetchNextPage()}
          label={label}
          placeholderRows={9}
          empty={empty}
        />
      )}
    </div>
  );
}
