import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { notify } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { favoritesKey, setFavorite } from '../../../shared/api/favorites.ts';
import '../game-detail.css';

/** Adds the game to the player's favourites or takes it off (a toggle button, its state announced). */
export function FavoriteToggle({ gameId, initial }: { gameId: string; initial: boolean }) {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const [favorite, setFavoriteState] = useState(initial);
  const change = useMutation({
    mutationFn: (next: boolean) => setFavorite(gameId, next),
    onMutate: (next) => setFavoriteState(next),
    onError: (_error, next) => {
      setFavoriteState(!next);
      notify(t('detail.favoriteFailed'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoritesKey() }),
  });
  return (
    <button
      type="button"
      className="favorite-toggle"
      aria-pressed={favorite}
      disabled={change.isPending}
      onClick={() => change.mutate(!favorite)}
      aria-label={t('detail.favorite')}
    >
      <Heart aria-hidden="true" className={favorite ? 'favorite-toggle__icon--on' : undefined} />
    </button>
  );
}
