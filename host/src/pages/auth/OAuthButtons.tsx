import { useEffect, useState } from 'react';
import type { OAuthProvider } from '@app/contract';
import { ApiError, errorText } from '@app/api';
import { useTranslation } from '@app/i18n';
import { loadOAuthProviders, startOAuth } from './oauth.ts';

interface OAuthButtonsProps {
  /** Where to take the player once signed in. */
  returnTo: string;
  /** The currency a new account opens with (the sign-up screen's choice). */
  currency?: string;
}

const STACK = { display: 'grid', gap: 'var(--space-3)', marginTop: 'var(--space-4)' } as const;

/** "Continue with {provider}" for each identity provider the operator offers; nothing when there are none. */
export function OAuthButtons({ returnTo, currency }: OAuthButtonsProps) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  const [busy, setBusy] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    void loadOAuthProviders().then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, []);

  if (providers.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    setBusy(provider.id);
    setError(undefined);
    try {
      await startOAuth(provider.id, { returnTo, ...(currency ? { currency } : {}) });
    } catch (failure) {
      setBusy(undefined);
      setError(failure instanceof ApiError && failure.code ? errorText(failure.code, failure.message, failure.meta) : t('forms.failed'));
    }
  };

  return (
    <div role="group" aria-label={t('oauth.groupLabel')} style={STACK}>
      <p className="form-note">{t('oauth.or')}</p>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button button--secondary button--block"
          disabled={busy !== undefined}
          aria-busy={busy === provider.id}
          onClick={() => void start(provider)}
        >
          {busy === provider.id ? t('oauth.redirecting') : t('oauth.continueWith', { name: provider.name })}
        </button>
      ))}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
