import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { usePlayer } from '@app/state';
import { useAreaTranslation } from '../../../area.ts';
import { GameRow } from '../../../shared/components/GameRow.tsx';
import { favoriteGamesOptions, recentGamesOptions } from '../api/playerGames.ts';

/** A signed-in player's own rows: the games they played lately and their favourites. */
export function PlayerRows() {
  const { t } = useAreaTranslation();
  const { signedIn } = usePlayer();
  const recent = useQuery({ ...recentGamesOptions(), enabled: signedIn });
  const favorites = useQuery({ ...favoriteGamesOptions(), enabled: signedIn });
  if (!signedIn) return null;
  return (
    <>
      <GameRow
        title={t('rows.recent')}
        games={recent.data}
        loading={recent.isPending}
        error={recent.isError}
        onRetry={() => void recent.refetch()}
      />
      <GameRow
        title={t('rows.favorites')}
        games={favorites.data}
        loading={favorites.isPending}
        error={favorites.isError}
        onRetry={() => void favorites.refetch()}
        empty={
          <p className="casino-hint">
            <Heart aria-hidden="true" />
            {t('rows.favoritesEmpty')}
          </p>
        }
      />
    </>
  );
}
