import { Link } from 'react-router-dom';
import type { Game } from '@app/contract';
import { LazyImage } from '@app/ui/display';
import { TILE_ART } from '../model/art.ts';
import { gameHref } from '../model/links.ts';
import './GameTile.css';

export interface GameTileProps {
  game: Pick<Game, 'gameId' | 'name' | 'providerName' | 'thumbnailUrl' | 'isOriginal'>;
  /** On the first screen: the artwork loads at once, with high priority. */
  eager?: boolean;
}

/** A game in a grid or a row: its artwork (its box reserved before it loads), name and provider. */
export function GameTile({ game, eager = false }: GameTileProps) {
  return (
    <Link className="game-tile" to={gameHref(game)}>
      <LazyImage
        src={game.thumbnailUrl}
        alt=""
        width={TILE_ART.width}
        height={TILE_ART.height}
        eager={eager}
        fetchPriority={eager ? 'high' : undefined}
        radius="md"
        className="game-tile__art"
      />
      <span className="game-tile__name">{game.name}</span>
      <span className="game-tile__provider">{game.providerName}</span>
    </Link>
  );
}

/** A tile's place while its game loads. */
export function GameTileSkeleton() {
  return (
    <span className="game-tile game-tile--placeholder" aria-hidden="true">
      <span className="game-tile__art skeleton skeleton--rect" style={{ aspectRatio: `${TILE_ART.width} / ${TILE_ART.height}` }} />
      <span className="skeleton" style={{ width: '80%' }} />
      <span className="skeleton" style={{ width: '50%' }} />
    </span>
  );
}
