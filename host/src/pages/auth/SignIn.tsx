import { useCallback, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { errorText, post, type ApiError } from '@app/api';
import { sitePath } from '@app/contract/site-path';
import { useTranslation } from '@app/i18n';
import { sessionEndedAtom, signInWith, store } from '@app/state';
import { EmailField, Form, PasswordField, SubmitButton, useZodForm } from '@app/ui/forms';
import { AuthScreen } from './AuthScreen.tsx';
import { OAuthButtons } from './OAuthButtons.tsx';
import { signInSchema } from './schemas.ts';

/**
 * Where the guard wanted to take the player, if it is a path of this site (the contract's check: not
 * `//evil` nor `/\evil`, which a browser opens on another host) and not an auth screen; else home.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const path = typeof from === 'string' ? sitePath(from) : null;
  return path !== null && !path.startsWith('/auth/') ? path : '/';
}

/** When a locked account unlocks, in the player's language; empty when the platform gave no usable time. */
export function formatUnlockTime(unlockAt: unknown, language: string): string {
  if (typeof unlockAt !== 'string' && typeof unlockAt !== 'number') return '';
  const when = new Date(unlockAt);
  if (Number.isNaN(when.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  }
}

export default function SignIn() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });
  // Signed out by the platform (a revoked session, say): why, from error_codes, until the player leaves.
  const ended = useAtomValue(sessionEndedAtom)?.reason;
  useEffect(() => () => store.set(sessionEndedAtom, null), []);

  const describeError = useCallback(
    (error: ApiError) => {
      if ((error.reason ?? error.code) !== 'USER_LOCKED') return undefined;
      const lockedUntil = formatUnlockTime(error.meta?.unlockAt, i18n.language);
      return lockedUntil ? t('auth.lockedUntil', { time: lockedUntil }) : t('auth.locked');
    },
    [t, i18n.language],
  );

  return (
    <AuthScreen
      title={t('auth.signIn')}
      intro={t('auth.signInIntro')}
      icon={<LogIn />}
      links={
        <Link to="/auth/sign-up" state={location.state}>
          {t('auth.noAccount')}
        </Link>
      }
    >
      {ended ? (
        <p className="form-error form-error--session" role="alert">
          {errorText(ended, undefined)}
        </p>
      ) : null}
      <Form
        form={form}
        describeError={describeError}
        onSubmit={async (values) => {
          // A coded refusal is a toast (spec section 8); a locked account is explained in the form.
          const session = await post('/user/auth/login', values);
          signInWith(session);
          navigate(returnPath(location.state), { replace: true });
        }}
      >
        <EmailField name="email" label={t('auth.email')} />
        <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" />
        <Link to="/auth/forgot-password" className="form-link form-link--end">
          {t('auth.forgotPasswordLink')}
        </Link>
        <SubmitButton>{t('auth.signIn')}</SubmitButton>
      </Form>
      <OAuthButtons returnTo={returnPath(location.state)} />
    </AuthScreen>
  );
}
