import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState, Skeleton } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { providerHref } from '../../../shared/model/links.ts';
import { useProviders } from '../api/providers.ts';
import { ProviderLogo } from './ProviderLogo.tsx';
import '../catalogue.css';

/** The studios behind the games, each leading to its games. */
export function ProviderStrip() {
  const { t } = useAreaTranslation();
  const headingId = useId();
  const providers = useProviders();
  if (providers.isSuccess && providers.data.length === 0) return null;
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId} className="section__title">
          {t('home.providers')}
        </h2>
      </div>
      {providers.isError ? (
        <ErrorState headingLevel={3} text={t('rows.failed')} onRetry={() => providers.refetch()} />
      ) : providers.isPending ? (
        <div className="provider-strip" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rect" width="7.5rem" height="3.5rem" />
          ))}
        </div>
      ) : (
        <ul className="provider-strip" aria-labelledby={headingId}>
          {providers.data.map((provider) => (
            <li key={provider.providerId}>
              <Link className="provider-chip" to={providerHref(provider.providerId)}>
                <ProviderLogo name={provider.name} logoUrl={provider.logoUrl} />
                <span className="provider-chip__text">
                  <span className="provider-chip__name">{provider.name}</span>
                  <span className="provider-chip__count">{t('home.gameCount', { count: provider.gameCount })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
