import { useState } from 'react';
import { Ticket } from 'lucide-react';
import { usePlayer } from '@app/state';
import { Button, ButtonLink, Money } from '@app/ui';
import { EmptyState, ErrorState, LoadingNote, Notice, SignInPrompt, SkeletonRow, Tabs } from '@app/ui/display';
import { useFailureText } from '@app/api';
import { useAreaTranslation } from '../../../area.ts';
import { useBets, type BetsTab } from '../api/bets.ts';
import { useCashout, type Cashout } from '../hooks/useCashout.ts';
import { useLegEvents } from '../hooks/useLegEvents.ts';
import { useLiveBets } from '../hooks/useLiveBets.ts';
import { BetCard } from './BetCard.tsx';
import { CashoutDialog } from './CashoutDialog.tsx';
import '../my-bets.css';

function BetList({ tab, cashout }: { tab: BetsTab; cashout: Cashout }) {
  const { t } = useAreaTranslation();
  const failure = useFailureText(t);
  const query = useBets(tab, true);
  const open = tab === 'open' ? (query.data?.pages.flatMap((page) => page.list) ?? []) : [];
  const matches = useLegEvents(open.flatMap((bet) => bet.legs.filter((leg) => leg.result === 'open').map((leg) => leg.eventId)));
  if (query.isError && !query.data)
    return <ErrorState title={t('bets.errorTitle')} text={t('bets.errorText')} onRetry={() => query.refetch()} headingLevel={2} />;
  if (!query.data)
    return (
      <div className="sports-loading" aria-busy="true">
        <LoadingNote />
        <SkeletonRow />
        <SkeletonRow />
      </div>
    );
  const list = query.data.pages.flatMap((page) => page.list);
  if (list.length === 0)
    return (
      <EmptyState
        icon={<Ticket />}
        title={tab === 'open' ? t('bets.emptyOpenTitle') : t('bets.emptySettledTitle')}
        text={tab === 'open' ? t('bets.emptyOpenText') : t('bets.emptySettledText')}
        action={
          <ButtonLink to="/sports" size="small">
            {t('bets.browse')}
          </ButtonLink>
        }
        headingLevel={2}
      />
    );
  return (
    <>
      <ul className="sports-bets">
        {list.map((bet) => (
          <BetCard
            key={bet.id}
            bet={bet}
            matches={matches}
            quoting={cashout.quoting === bet.id}
            quoteProblem={cashout.quoteError?.id === bet.id ? failure(cashout.quoteError.error) : null}
            {...(tab === 'open' ? { onCashout: () => void cashout.start(bet) } : {})}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" block busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('bets.more')}
        </Button>
      ) : null}
    </>
  );
}

/** My bets: open ones (with cash-out) and settled ones, kept live as bets settle. */
export function MyBets() {
  const { t } = useAreaTranslation();
  const { signedIn } = usePlayer();
  const [tab, setTab] = useState<BetsTab>('open');
  const cashout = useCashout();
  const failure = useFailureText(t);
  const live = useLiveBets(signedIn);
  // The socket's news of the bet the player has just cashed out here is the same news: one banner.
  const settled = live && cashout.done?.bet.id === live.id ? null : live;

  if (!signedIn) return <SignInPrompt text={t('bets.signIn')} signInLabel={t('common.signIn')} signUpLabel={t('common.signUp')} />;
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="sports-live-note">
        {settled ? (
          <Notice icon={null}>
            {t('bets.settledNews', { status: t(`bets.status.${settled.status}`) })}{' '}
            {settled.status !== 'lost' ? <Money amount={settled.payout} currency={settled.currency} /> : null}
          </Notice>
        ) : null}
      </div>
      {cashout.done ? (
        <Notice tone="success" role="status">
          {t('cashout.done')} <Money amount={cashout.done.bet.payout} currency={cashout.done.bet.currency} />
        </Notice>
      ) : null}
      <Tabs
        label={t('bets.tabs')}
        value={tab}
        onChange={(next) => setTab(next === 'settled' ? 'settled' : 'open')}
        items={[
          { id: 'open', label: t('bets.open'), panel: <BetList tab="open" cashout={cashout} /> },
          { id: 'settled', label: t('bets.settled'), panel: <BetList tab="settled" cashout={cashout} /> },
        ]}
      />
      <CashoutDialog cashout={cashout} failure={failure} />
    </>
  );
}
