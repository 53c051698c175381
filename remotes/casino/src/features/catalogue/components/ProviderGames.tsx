import { ErrorState, Skeleton } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useProviders } from '../api/providers.ts';
import { FilteredGames } from './FilteredGames.tsx';
import { ProviderLogo } from './ProviderLogo.tsx';
import '../catalogue.css';

/** /game-list/provider/{id}: the provider's logo and name, then its games. */
export function ProviderGames({ providerId }: { providerId: string }) {
  const { t } = useAreaTranslation();
  const providers = useProviders();
  if (providers.isError) return <ErrorState text={t('lobby.failed')} onRetry={() => providers.refetch()} />;
  const provider = providers.data?.find((entry) => entry.providerId === providerId);
  const name = provider?.name ?? providerId;
  return (
    <>
      <div className="provider-head">
        {providers.isPending ? (
          <Skeleton variant="rect" width="3.5rem" height="3.5rem" />
        ) : (
          <ProviderLogo name={name} logoUrl={provider?.logoUrl ?? null} size="large" />
        )}
        <div>
          <h2 className="casino-heading">{providers.isPending ? <Skeleton width="8rem" /> : name}</h2>
          {provider ? <p className="casino-muted">{t('home.gameCount', { count: provider.gameCount })}</p> : null}
        </div>
      </div>
      <FilteredGames query={{ providerId }} label={t('list.providerGames', { provider: name })} />
    </>
  );
}
