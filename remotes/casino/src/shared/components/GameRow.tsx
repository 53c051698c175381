import { useDeferredValue, useId, type ReactNode, type Ref } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Game } from '@app/contract';
import { ErrorState } from '@app/ui/display';
import { useAreaTranslation } from '../../area.ts';
import { GameTile, GameTileSkeleton } from './GameTile.tsx';
import './GameRow.css';

export interface GameRowProps {
  title: string;
  /** The page with all of them ("See all"); none for a row that is complete. */
  seeAll?: string;
  games: readonly Game[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Shown in place of the row when it has no games; by default the row is left out. */
  empty?: ReactNode;
  /** The row is on the first screen: its first tiles load at once. */
  eager?: boolean;
  /** The row waits for the player to scroll near it: its place and its way to see all are shown. */
  waiting?: boolean;
  /** The row's section (what is watched for nearing the screen). */
  sectionRef?: Ref<HTMLElement>;
}

/** A titled row of game tiles that scrolls sideways, with a way to see them all. */
export function GameRow({
  title,
  seeAll,
  games: arrived,
  loading: fetching,
  error,
  onRetry,
  empty,
  eager = false,
  waiting = false,
  sectionRef,
}: GameRowProps) {
  const { t } = useAreaTranslation();
  const headingId = useId();
  // The tiles of games that have just arrived are drawn in a deferred pass that yields to the
  // browser (the home page fills several rows at once); the placeholders stay until it is done.
  const games = useDeferredValue(arrived);
  const loading = fetching || (arrived !== undefined && games === undefined);
  if (!loading && !error && games?.length === 0 && !empty) return null;
  return (
    <section ref={sectionRef} className="section" aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {seeAll && (waiting || (games && games.length > 0)) ? (
          <Link className="icon-text casino-section__more" to={seeAll} aria-label={t('rows.seeAllOf', { title })}>
            {t('rows.seeAll')}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {error ? (
        <ErrorState headingLevel={3} text={t('rows.failed')} onRetry={onRetry} />
      ) : loading ? (
        <div className="game-row" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <GameTileSkeleton key={index} />
          ))}
          {waiting ? null : (
            <span className="visually-hidden" role="status">
              {t('common.loading')}
            </span>
          )}
        </div>
      ) : games && games.length > 0 ? (
        <ul className="game-row" aria-labelledby={headingId}>
          {games.map((game, index) => (
            <li key={game.gameId} className="game-row__item">
              <GameTile game={game} eager={eager && index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
    </section>
  );
}
