import type { ReactNode } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { GameBet } from '@app/contract';
import { usePlayer } from '@app/state';
import { EmptyState, ErrorState, InfiniteList, SignInPrompt } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { gameDetailOptions } from '../../../shared/api/gameDetail.ts';
import { isOriginalId, ORIGINAL_IDS } from '../../../shared/model/links.ts';
import { betHistoryOptions } from '../api/bets.ts';
import { BetRow } from './BetRow.tsx';
import { GameFilter, type GameChoice } from './GameFilter.tsx';

export interface BetHistoryProps {
  /** The game whose bets are shown (the page's ?game=), or null for every game's. */
  gameId: string | null;
  /** Shows another game's bets (null: every game's). */
  onGameChange: (gameId: string | null) => void;
  proof?: (bet: GameBet) => ReactNode;
}

/** The games to filter by: the originals, then the other games of the player's latest bets by name. */
function gameChoices(originals: GameChoice[], bets: readonly GameBet[], current: string | null, currentName?: string): GameChoice[] {
  const others = new Map<string, string>();
  for (const bet of bets) if (!originals.some((game) => game.gameId === bet.gameId)) others.set(bet.gameId, bet.gameName);
  if (current && !originals.some((game) => game.gameId === current) && !others.has(current)) others.set(current, currentName ?? current);
  const sorted = [...others].map(([gameId, name]) => ({ gameId, name })).sort((a, b) => a.name.localeCompare(b.name));
  return [...originals, ...sorted];
}

/**
 * The player's bets, newest first, 20 at a time as they scroll, one game's or every game's; each
 * row opens its details (an original's with its proof).
 */
export function BetHistory({ gameId, onGameChange, proof }: BetHistoryProps) {
  const { t } = useAreaTranslation();
  const { signedIn } = usePlayer();
  const history = useInfiniteQuery({ ...betHistoryOptions(gameId ?? undefined), enabled: signedIn });
  // Every game's latest bets name the games there are bets on (the same list as the unfiltered page's).
  const everyGame = useInfiniteQuery({ ...betHistoryOptions(), enabled: signedIn && gameId !== null });
  // A game with no bets to name it (a shared address): its name from the catalogue.
  const firstBet = history.data?.pages[0]?.list[0];
  const lookUp = signedIn && gameId !== null && !isOriginalId(gameId) && history.isSuccess && !firstBet;
  const game = useQuery({ ...gameDetailOptions(gameId ?? ''), enabled: lookUp });
  if (!signedIn) return <SignInPrompt text={t('history.signIn')} signInLabel={t('common.signIn')} signUpLabel={t('common.signUp')} />;
  const bets = history.data?.pages.flatMap((page) => page.list) ?? [];
  const known = gameId === null ? bets : [...(everyGame.data?.pages.flatMap((page) => page.list) ?? []), ...bets];
  const originals = ORIGINAL_IDS.map((id) => ({ gameId: id, name: t(`originals.names.${id}`) }));
  const games = gameChoices(originals, known, gameId, bets[0]?.gameName ?? (lookUp ? game.data?.name : undefined));
  const gameName = games.find((game) => game.gameId === gameId)?.name ?? gameId ?? '';

  return (
    <div className="bet-history">
      <GameFilter games={games} value={gameId} onChange={onGameChange} />
      {bets.length > 0 ? (
        // What each line's figures are; every row says it again to screen readers.
        <div className="bet-columns" aria-hidden="true">
          <span className="bet-columns__game">{t('history.filterLabel')}</span>
          <span className="bet-columns__stake">{t('history.stake')}</span>
          <span className="bet-columns__net">{t('history.netShort')}</span>
        </div>
      ) : null}
      {history.isError && bets.length === 0 ? (
        <ErrorState text={t('history.failed')} onRetry={() => history.refetch()} />
      ) : (
        <InfiniteList
          key={gameId ?? ''}
          items={bets}
          itemKey={(bet) => bet.betId}
          renderItem={(bet) => <BetRow bet={bet} proof={proof} />}
          hasMore={history.hasNextPage}
          loading={history.isPending || history.isFetchingNextPage}
          error={history.isFetchNextPageError}
          onLoadMore={() => void history.fetchNextPage()}
          label={gameId === null ? t('history.listLabel') : t('history.gameListLabel', { game: gameName })}
          placeholderRows={8}
          empty={
            gameId === null ? (
              <EmptyState
                icon={<History />}
                title={t('history.emptyTitle')}
                text={t('history.emptyText')}
                action={<ButtonLink to="/casino">{t('list.toLobby')}</ButtonLink>}
              />
            ) : (
              <EmptyState
                icon={<History />}
                title={t('history.gameEmptyTitle', { game: gameName })}
                text={t('history.gameEmptyText')}
                action={
                  <ButtonLink to="/game/history" variant="secondary">
                    {t('history.allGames')}
                  </ButtonLink>
                }
              />
            )
          }
        />
      )}
    </div>
  );
}
