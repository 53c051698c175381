import { useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ApiError } from '@app/api';
import { usePlayer } from '@app/state';
import { ButtonLink, Money, useMoneyFormatter, usePercent } from '@app/ui';
import { Badge, EmptyState, ErrorState, LazyImage, Skeleton, SkeletonText } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { favoriteIdsOptions } from '../../../shared/api/favorites.ts';
import { COVER_ART } from '../../../shared/model/art.ts';
import { providerHref } from '../../../shared/model/links.ts';
import { useGameDetail } from '../../../shared/api/gameDetail.ts';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { PlayActions } from './PlayActions.tsx';
import '../game-detail.css';

/** A bet limit (set in USD) in the player's currency when a rate is known, else in USD. */
function BetLimit({ amount }: { amount: string | null }) {
  const money = useMoneyFormatter();
  const { currency } = usePlayer();
  if (amount === null) return <>–</>;
  const converted = currency && currency !== 'USD' ? money.convert(amount, 'USD', currency) : null;
  return converted === null ? <Money amount={amount} currency="USD" /> : <Money amount={converted} currency={currency} />;
}

function DetailSkeleton() {
  return (
    <div className="game-detail" aria-busy="true">
      <Skeleton variant="rect" height="auto" className="game-detail__cover-skeleton" />
      <Skeleton width="60%" height="1.5rem" />
      <SkeletonText lines={3} />
    </div>
  );
}

/** A game's page: its cover, name and provider, the facts a player weighs, and the ways to play. */
export function GameDetailView({ gameId }: { gameId: string }) {
  const { t } = useAreaTranslation();
  const percent = usePercent();
  const { signedIn } = usePlayer();
  const game = useGameDetail(gameId);
  const favorites = useQuery({ ...favoriteIdsOptions(), enabled: signedIn });

  if (game.isPending) return <DetailSkeleton />;
  if (game.isError) {
    if (game.error instanceof ApiError && game.error.status === 404)
      return (
        <EmptyState
          icon={<Gamepad2 />}
          title={t('detail.notFoundTitle')}
          text={t('detail.notFoundText')}
          action={<ButtonLink to="/casino">{t('list.toLobby')}</ButtonLink>}
        />
      );
    return <ErrorState text={t('detail.failed')} onRetry={() => game.refetch()} />;
  }
  const detail = game.data;
  const volatility = t(`volatility.${detail.volatility}`);
  return (
    <article className="game-detail" aria-labelledby="game-name">
      <LazyImage src={detail.imageUrl} alt="" width={COVER_ART.width} height={COVER_ART.height} eager fetchPriority="high" radius="lg" />
      <div className="game-detail__head">
        <div className="game-detail__titles">
          <h2 id="game-name" className="game-detail__name">
            {detail.name}
          </h2>
          <Link className="game-detail__provider" to={providerHref(detail.providerId)}>
            {detail.providerName}
          </Link>
        </div>
        {signedIn && favorites.isSuccess ? <FavoriteToggle gameId={detail.gameId} initial={favorites.data.has(detail.gameId)} /> : null}
      </div>
      <PlayActions gameId={detail.gameId} hasDemo={detail.hasDemo} />
      <dl className="facts">
        <div className="facts__item">
          <dt>{t('detail.rtp')}</dt>
          <dd>{percent(Number(detail.rtp))}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('detail.volatility')}</dt>
          <dd>{volatility}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('detail.minBet')}</dt>
          <dd>
            <BetLimit amount={detail.minBet} />
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t('detail.maxBet')}</dt>
          <dd>
            <BetLimit amount={detail.maxBet} />
          </dd>
        </div>
        {detail.paylines !== null ? (
          <div className="facts__item">
            <dt>{t('detail.paylines')}</dt>
            <dd>{detail.paylines}</dd>
          </div>
        ) : null}
      </dl>
      {detail.features.length > 0 ? (
        <section className="section" aria-labelledby="game-features">
          <h3 id="game-features" className="section__title">
            {t('detail.features')}
          </h3>
          <ul className="feature-list">
            {detail.features.map((feature) => (
              <li key={feature}>
                <Badge tone="primary">{feature}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {detail.description ? (
        <section className="section" aria-labelledby="game-about">
          <h3 id="game-about" className="section__title">
            {t('detail.about')}
          </h3>
          <p className="game-detail__description">{detail.description}</p>
        </section>
      ) : null}
    </article>
  );
}
