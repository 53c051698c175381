import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { GameBet } from '@app/contract';
import { usePlayer } from '@app/state';
import { ErrorState, SkeletonRow } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { recentBetsOptions } from '../api/bets.ts';
import { BetRow } from './BetRow.tsx';

/** The player's latest bets on one game, under the game; each new bet appears at the top. */
export function RecentBets({ gameId, proof }: { gameId: string; proof?: (bet: GameBet) => ReactNode }) {
  const { t } = useAreaTranslation();
  const { signedIn } = usePlayer();
  const bets = useQuery({ ...recentBetsOptions(gameId), enabled: signedIn });
  if (!signedIn) return null;
  return (
    <section className="section" aria-labelledby="recent-bets">
      <div className="section__head">
        <h2 id="recent-bets" className="section__title">
          {t('history.recent')}
        </h2>
        <Link className="icon-text casino-section__more" to="/game/history">
          {t('history.all')}
        </Link>
      </div>
      {bets.isPending ? (
        <div className="list list--inset" aria-hidden="true">
          <div className="list-row__body">
            <SkeletonRow />
          </div>
        </div>
      ) : bets.isError ? (
        <ErrorState headingLevel={3} text={t('history.failed')} onRetry={() => bets.refetch()} />
      ) : bets.data.length === 0 ? (
        <p className="casino-hint">{t('history.noneYet')}</p>
      ) : (
        <ul className="list list--inset" aria-labelledby="recent-bets">
          {bets.data.map((bet) => (
            <li key={bet.betId} className="list-row">
              <BetRow bet={bet} proof={proof} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
