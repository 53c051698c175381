import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { signInWith } from '@app/state';
import { Button, Page } from '@app/ui';
import { Field } from './Field.tsx';
import { isEmail, useSubmit } from './useSubmit.ts';

/** Where the guard wanted to take the player, if it is a path of this site. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth/') ? from : '/';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { pending, error, submit } = useSubmit(() => post('/user/auth/login', { email: email.trim(), password }));

  const emailError = touched && !isEmail(email) ? t('auth.invalidEmail') : undefined;
  const passwordError = touched && password === '' ? t('auth.passwordRequired') : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isEmail(email) || password === '') return;
    const session = await submit();
    if (session) {
      signInWith(session);
      navigate(returnPath(location.state), { replace: true });
    }
  };

  const locked = (error?.reason ?? error?.code) === 'USER_LOCKED';
  const lockedUntil = locked ? formatUnlockTime(error?.meta?.unlockAt, i18n.language) : '';

  return (
    <Page title={t('auth.signIn')}>
      <form className="card form" onSubmit={onSubmit} noValidate>
        {locked ? (
          <p className="form__error" role="alert">
            {lockedUntil ? t('auth.lockedUntil', { time: lockedUntil }) : t('auth.locked')}
          </p>
        ) : null}
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          required
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
          required
        />
        <Button type="submit" disabled={pending}>
          {pending ? t('auth.pleaseWait') : t('auth.signIn')}
        </Button>
        <p className="form__links">
          <Link to="/auth/forgot-password">{t('auth.forgotPassword')}</Link>
          <Link to="/auth/sign-up" state={location.state}>
            {t('auth.noAccount')}
          </Link>
        </p>
      </form>
    </Page>
  );
}
