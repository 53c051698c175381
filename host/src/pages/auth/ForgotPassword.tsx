import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { accountSettingsAtom } from '@app/state';
import { Button, Page } from '@app/ui';
import { Field } from './Field.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { checkPassword } from './passwordRules.ts';
import { isEmail, useSubmit } from './useSubmit.ts';

type Step = 'email' | 'reset' | 'done';

/** Forgot password in two steps: a code sent to the email, then the code and a new password. */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const { passwordSettings } = useAtomValue(accountSettingsAtom);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const stepStart = useRef<HTMLParagraphElement>(null);
  const checks = checkPassword(password, passwordSettings);
  const passwordOk = checks.every((check) => check.met);

  const sendCode = useSubmit(() => post('/user/auth/password/reset-code/send', { email: email.trim() }));
  const reset = useSubmit(() => post('/user/auth/password/reset', { email: email.trim(), code: code.trim(), newPassword: password }));

  // Each new step starts where a keyboard or screen-reader user can read it.
  useEffect(() => {
    if (step !== 'email') stepStart.current?.focus();
  }, [step]);

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isEmail(email)) return;
    if (await sendCode.submit()) {
      setTouched(false);
      setStep('reset');
    }
  };

  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!code.trim() || !passwordOk) return;
    if (await reset.submit()) setStep('done');
  };

  if (step === 'done') {
    return (
      <Page title={t('auth.forgotPassword')}>
        <div className="card" role="status">
          <p ref={stepStart} tabIndex={-1}>
            {t('auth.resetDone')}
          </p>
          <Link to="/auth/sign-in">{t('auth.signIn')}</Link>
        </div>
      </Page>
    );
  }

  if (step === 'reset') {
    return (
      <Page title={t('auth.forgotPassword')}>
        <form className="card form" onSubmit={onReset} noValidate>
          <p role="status" ref={stepStart} tabIndex={-1}>
            {t('auth.codeSent', { email: email.trim() })}
          </p>
          {(reset.error?.reason ?? reset.error?.code) === 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS' ? (
            <p className="form__error" role="alert">
              {t('auth.passwordUsedBefore')}
            </p>
          ) : null}
          <Field
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={touched && !code.trim() ? t('auth.codeRequired') : undefined}
            required
          />
          <Field
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            describedBy="reset-rules"
            hint={<PasswordChecklist id="reset-rules" checks={checks} />}
            required
          />
          <Button type="submit" disabled={reset.pending || !passwordOk}>
            {reset.pending ? t('auth.pleaseWait') : t('auth.resetPassword')}
          </Button>
          <p className="form__links">
            <Button variant="secondary" onClick={() => setStep('email')}>
              {t('auth.sendAnotherCode')}
            </Button>
          </p>
        </form>
      </Page>
    );
  }

  return (
    <Page title={t('auth.forgotPassword')}>
      <form className="card form" onSubmit={onSend} noValidate>
        <p>{t('auth.forgotIntro')}</p>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={touched && !isEmail(email) ? t('auth.invalidEmail') : undefined}
          required
        />
        <Button type="submit" disabled={sendCode.pending}>
          {sendCode.pending ? t('auth.pleaseWait') : t('auth.sendCode')}
        </Button>
        <p className="form__links">
          <Link to="/auth/sign-in">{t('auth.backToSignIn')}</Link>
        </p>
      </form>
    </Page>
  );
}
