import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { GameBet } from '@app/contract';
import { usePlayer } from '@app/state';
import { EmptyState, ErrorState, InfiniteList, SignInPrompt } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { betHistoryOptions } from '../api/bets.ts';
import { BetRow } from './BetRow.tsx';

/** The player's bets, newest first, 20 at a time as they scroll; an original's row opens its proof. */
export function BetHistory({ proof }: { proof?: (bet: GameBet) => ReactNode }) {
  const { t } = useAreaTranslation();
  const { signedIn } = usePlayer();
  const history = useInfiniteQuery({ ...betHistoryOptions(), enabled: signedIn });
  if (!signedIn) return <SignInPrompt text={t('history.signIn')} signInLabel={t('common.signIn')} signUpLabel={t('common.signUp')} />;
  const bets = history.data?.pages.flatMap((page) => page.list) ?? [];
  if (history.isError && bets.length === 0) return <ErrorState text={t('history.failed')} onRetry={() => history.refetch()} />;
  return (
    <InfiniteList
      items={bets}
      itemKey={(bet) => bet.betId}
      renderItem={(bet) => <BetRow bet={bet} proof={proof} />}
      hasMore={history.hasNextPage}
      loading={history.isPending || history.isFetchingNextPage}
      error={history.isFetchNextPageError}
      onLoadMore={() => void history.fetchNextPage()}
      label={t('history.listLabel')}
      placeholderRows={6}
      empty={
        <EmptyState
          icon={<History />}
          title={t('history.emptyTitle')}
          text={t('history.emptyText')}
          action={<ButtonLink to="/casino">{t('list.toLobby')}</ButtonLink>}
        />
      }
    />
  );
}
