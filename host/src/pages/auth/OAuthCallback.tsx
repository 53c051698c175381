import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { ApiError, errorText, post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { chooseCurrency, signInWith, store } from '@app/state';
import { Spinner } from '@app/ui';
import { AuthScreen } from './AuthScreen.tsx';
import { takePendingOAuth } from './oauth.ts';
import { returnPath } from './SignIn.tsx';

type Outcome = { failed: false } | { failed: true; message: string };

/** One finish per state, however often the page's effect runs (a state is single-use at the platform). */
const finishing = new Map<string, Promise<Outcome & { returnTo?: string }>>();

/**
 * Where an identity provider sends the player back: the code and state go to the platform, which
 * signs the player in as a password sign-in does. Only a sign-in this tab started is finished.
 */
export default function OAuthCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  useEffect(() => {
    const state = params.get('state') ?? '';
    let run = finishing.get(state);
    if (!run) {
      run = finish(params, t);
      finishing.set(state, run);
    }
    let live = true;
    void run.then((result) => {
      if (!live) return;
      if (!result.failed) navigate(returnPath({ from: result.returnTo }), { replace: true });
      else setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [params, navigate, t]);

  if (!outcome?.failed) return <Spinner label={t('oauth.signingIn')} />;
  return (
    <AuthScreen title={t('oauth.failedTitle')} icon={<LogIn />} links={<Link to="/auth/sign-in">{t('auth.backToSignIn')}</Link>}>
      <p className="form-error" role="alert">
        {outcome.message}
      </p>
    </AuthScreen>
  );
}

async function finish(params: URLSearchParams, t: (key: string) => string): Promise<Outcome & { returnTo?: string }> {
  const pending = takePendingOAuth();
  const state = params.get('state');
  const code = params.get('code');
  const iss = params.get('iss');
  const error = params.get('error');
  if (error) return { failed: true, message: t(error === 'access_denied' ? 'oauth.cancelled' : 'oauth.providerError') };
  if (!pending || !state || pending.state !== state) return { failed: true, message: t('oauth.notStarted') };
  if (!code) return { failed: true, message: t('oauth.noCode') };
  try {
    const session = await post('/user/auth/oauth', { code, state, ...(iss ? { iss } : {}) }, { context: { silent: true } });
    signInWith(session);
    // Started from the sign-up screen: the account's currency becomes the selected one, if it is offered.
    if (pending.currency) chooseCurrency(session.user.currency || pending.currency, store);
    return { failed: false, returnTo: pending.returnTo };
  } catch (failure) {
    const message =
      failure instanceof ApiError && failure.code ? errorText(failure.code, failure.message, failure.meta) : t('forms.failed');
    return { failed: true, message };
  }
}
