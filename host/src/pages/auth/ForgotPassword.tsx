import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CircleCheck, KeyRound } from 'lucide-react';
import { post, type ApiError } from '@app/api';
import { useTranslation } from '@app/i18n';
import { accountSettingsAtom } from '@app/state';
import { checkPassword, EmailField, Form, PasswordField, SubmitButton, TextField, useZodForm } from '@app/ui/forms';
import { AuthScreen } from './AuthScreen.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { resetCodeSchema, resetSchema } from './schemas.ts';

type Step = 'email' | 'reset' | 'done';

/** Forgot password in two steps: a code sent to the email, then the code and a new password. */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const stepStart = useRef<HTMLParagraphElement>(null);

  // Each new step starts where a keyboard or screen-reader user can read it.
  useEffect(() => {
    if (step !== 'email') stepStart.current?.focus();
  }, [step]);

  const backToSignIn = <Link to="/auth/sign-in">{t('auth.backToSignIn')}</Link>;

  if (step === 'done') {
    return (
      <AuthScreen title={t('auth.forgotPassword')} icon={<CircleCheck />}>
        <div className="form-stack" role="status">
          <p ref={stepStart} tabIndex={-1} className="form-screen__status">
            {t('auth.resetDone')}
          </p>
          <Link to="/auth/sign-in" className="button button--primary form-submit">
            {t('auth.signIn')}
          </Link>
        </div>
      </AuthScreen>
    );
  }

  if (step === 'reset') {
    return (
      <AuthScreen title={t('auth.forgotPassword')} intro={t('auth.resetIntro')} icon={<KeyRound />} links={backToSignIn}>
        <ResetStep email={email} stepStart={stepStart} onDone={() => setStep('done')} onAnotherCode={() => setStep('email')} />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('auth.forgotPassword')} intro={t('auth.forgotIntro')} icon={<KeyRound />} links={backToSignIn}>
      <EmailStep
        email={email}
        onSent={(sentTo) => {
          setEmail(sentTo);
          setStep('reset');
        }}
      />
    </AuthScreen>
  );
}

function EmailStep({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(resetCodeSchema, { defaultValues: { email } });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await post('/user/auth/password/reset-code/send', values);
        onSent(values.email);
      }}
    >
      <EmailField name="email" label={t('auth.email')} />
      <SubmitButton>{t('auth.sendCode')}</SubmitButton>
    </Form>
  );
}

interface ResetStepProps {
  email: string;
  stepStart: RefObject<HTMLParagraphElement | null>;
  onDone: () => void;
  onAnotherCode: () => void;
}

function ResetStep({ email, stepStart, onDone, onAnotherCode }: ResetStepProps) {
  const { t } = useTranslation();
  const { passwordSettings } = useAtomValue(accountSettingsAtom);
  const schema = useMemo(() => resetSchema(passwordSettings), [passwordSettings]);
  const form = useZodForm(schema, { defaultValues: { code: '', newPassword: '' } });
  const password = useWatch({ control: form.control, name: 'newPassword' });
  const checks = checkPassword(password, passwordSettings);
  const passwordOk = checks.every((check) => check.met);

  const describeError = (error: ApiError) =>
    (error.reason ?? error.code) === 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS' ? t('auth.passwordUsedBefore') : undefined;

  return (
    <Form
      form={form}
      describeError={describeError}
      onSubmit={async (values) => {
        // A coded refusal is a toast (spec section 8); a password used before is explained here.
        await post('/user/auth/password/reset', { email, ...values });
        onDone();
      }}
    >
      <p role="status" ref={stepStart} tabIndex={-1} className="form-screen__status">
        {t('auth.codeSent', { email })}
      </p>
      <TextField name="code" label={t('auth.code')} inputMode="numeric" autoComplete="one-time-code" />
      <PasswordField
        name="newPassword"
        label={t('auth.newPassword')}
        autoComplete="new-password"
        hint={<PasswordChecklist checks={checks} />}
      />
      <SubmitButton disabled={!passwordOk}>{t('auth.resetPassword')}</SubmitButton>
      <button type="button" className="form-link form-link--button" onClick={onAnotherCode}>
        {t('auth.sendAnotherCode')}
      </button>
    </Form>
  );
}
