import { lazy, Suspense } from 'react';
import { Dices } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePlayer } from '@app/state';
import { EmptyState, Skeleton } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { isOriginalId, type OriginalGameId } from '../../../shared/model/links.ts';
import { FairnessButton } from './FairnessDialog.tsx';
import '../originals.css';

// Each game arrives with its own page: a dice player never downloads mines.
const GAMES: Record<OriginalGameId, ReturnType<typeof lazy>> = {
  dice: lazy(() => import('./DiceGame.tsx')),
  limbo: lazy(() => import('./LimboGame.tsx')),
  mines: lazy(() => import('./MinesGame.tsx')),
  plinko: lazy(() => import('./PlinkoGame.tsx')),
};

function GameSkeleton() {
  return (
    <div className="original" aria-busy="true">
      <Skeleton variant="rect" height="12rem" />
      <Skeleton variant="rect" height="3rem" />
      <Skeleton variant="rect" height="3rem" />
    </div>
  );
}

/** An original by its id: the originals as chips (its own highlighted), the game itself, then its rules and its fairness. */
export function OriginalGame({ id }: { id: string | undefined }) {
  const { t } = useAreaTranslation();
  const { signedIn } = usePlayer();
  if (!isOriginalId(id))
    return (
      <EmptyState
        icon={<Dices />}
        title={t('originals.unknownTitle')}
        text={t('originals.unknownText')}
        action={<ButtonLink to="/originals/dice">{t('originals.toDice')}</ButtonLink>}
      />
    );
  const Game = GAMES[id];
  // The game's name is its highlighted chip: the board, the stake and the bet button come right
  // under it, and the rules and the fairness panel wait below the game.
  return (
    <section className="original" aria-labelledby="original-name">
      <h2 id="original-name" className="visually-hidden">
        {t(`originals.names.${id}`)}
      </h2>
      <nav className="chips original__games" aria-label={t('originals.others')}>
        {(['dice', 'limbo', 'mines', 'plinko'] as const).map((other) => (
          <Link key={other} className="chip" to={`/originals/${other}`} aria-current={other === id ? 'page' : undefined}>
            {t(`originals.names.${other}`)}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<GameSkeleton />}>
        <Game key={id} />
      </Suspense>
      <div className="original__foot">
        <p className="casino-muted">{t(`originals.rules.${id}`)}</p>
        {signedIn ? <FairnessButton /> : null}
      </div>
    </section>
  );
}
