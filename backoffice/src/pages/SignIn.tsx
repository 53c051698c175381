import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@app/ui';
import { Notice } from '@app/ui/display';
import { EmailField, Form, PasswordField, SubmitButton, TextField, useZodForm } from '@app/ui/forms';
import { call, OperatorApiError } from '../api/client.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { ThemeToggle } from '../layout/ThemeToggle.tsx';

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(1).max(256) });
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
const recoverySchema = z.object({ recoveryCode: z.string().trim().min(1).max(40) });

interface Challenge {
  challenge: string;
  email: string;
}

/**
 * Signing in in two steps: email and password, answered with a short-lived challenge; then the
 * authenticator's six-digit code, or one of the recovery codes.
 */
export function SignIn() {
  const { t } = useTranslation('backoffice');
  const { reason } = useSession();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [restarted, setRestarted] = useState(false);

  return (
    <div className="bo-signin">
      <div className="bo-signin__corner">
        <ThemeToggle />
      </div>
      <main className="bo-signin__panel" id="main">
        <p className="bo-signin__brand">
          <ShieldCheck aria-hidden="true" size={24} /> {t('app.name')}
        </p>
        {!challenge && reason === 'expired' ? (
          <Notice tone="warning" role="alert">
            {t('signIn.expired')}
          </Notice>
        ) : null}
        {!challenge && reason === 'signedOut' ? <Notice role="status">{t('signIn.signedOut')}</Notice> : null}
        {!challenge && restarted ? (
          <Notice tone="warning" role="alert">
            {t('signIn.challengeExpired')}
          </Notice>
        ) : null}
        {challenge ? (
          <SecondStep
            challenge={challenge}
            onRestart={(expired) => {
              setRestarted(expired);
              setChallenge(null);
            }}
          />
        ) : (
          <FirstStep
            onChallenge={(next) => {
              setRestarted(false);
              setChallenge(next);
            }}
          />
        )}
      </main>
    </div>
  );
}

function FirstStep({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTranslation('backoffice');
  const form = useZodForm(credentialsSchema, { defaultValues: { email: '', password: '' } });
  return (
    <>
      <h1 className="bo-signin__title">{t('signIn.title')}</h1>
      <p className="bo-signin__lead">{t('signIn.lead')}</p>
      <Form
        form={form}
        onSubmit={async ({ email, password }) => {
          const { challenge } = await call('/operator/staff/sign-in', { email, password });
          onChallenge({ challenge, email });
        }}
      >
        <EmailField name="email" label={t('signIn.email')} autoComplete="username" autoFocus />
        <PasswordField name="password" label={t('signIn.password')} autoComplete="current-password" />
        <SubmitButton>{t('signIn.continue')}</SubmitButton>
      </Form>
    </>
  );
}

function SecondStep({ challenge, onRestart }: { challenge: Challenge; onRestart: (expired: boolean) => void }) {
  const { t } = useTranslation('backoffice');
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <h1 className="bo-signin__title">{recovery ? t('signIn.recoveryTitle') : t('signIn.codeTitle')}</h1>
      <p className="bo-signin__lead">{recovery ? t('signIn.recoveryLead') : t('signIn.codeLead', { email: challenge.email })}</p>
      {recovery ? (
        <RecoveryForm key="recovery" challenge={challenge.challenge} onRestart={onRestart} />
      ) : (
        <CodeForm key="code" challenge={challenge.challenge} onRestart={onRestart} />
      )}
      <div className="bo-signin__links">
        <Button variant="ghost" size="small" onClick={() => setRecovery(!recovery)}>
          {recovery ? t('signIn.useCode') : t('signIn.useRecovery')}
        </Button>
        <Button variant="ghost" size="small" onClick={() => onRestart(false)}>
          {t('signIn.startAgain')}
        </Button>
      </div>
    </>
  );
}

/**
 * The challenge lives a few minutes and is spent by too many wrong codes: the server then answers
 * INVALID_CREDENTIALS, and the first step starts again.
 */
function useVerify(challenge: string, onRestart: (expired: boolean) => void) {
  const { signedIn } = useSession();
  return async (body: { code: string } | { recoveryCode: string }) => {
    try {
      signedIn(await call('/operator/staff/sign-in/verify', { challenge, ...body }));
    } catch (caught) {
      if (caught instanceof OperatorApiError && caught.reason === 'INVALID_CREDENTIALS') onRestart(true);
      else throw caught;
    }
  };
}

function CodeForm({ challenge, onRestart }: { challenge: string; onRestart: (expired: boolean) => void }) {
  const { t } = useTranslation('backoffice');
  const form = useZodForm(codeSchema, { defaultValues: { code: '' } });
  const verify = useVerify(challenge, onRestart);
  return (
    <Form form={form} onSubmit={({ code }) => verify({ code })}>
      <TextField name="code" label={t('signIn.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
      <SubmitButton>{t('signIn.verify')}</SubmitButton>
    </Form>
  );
}

function RecoveryForm({ challenge, onRestart }: { challenge: string; onRestart: (expired: boolean) => void }) {
  const { t } = useTranslation('backoffice');
  const form = useZodForm(recoverySchema, { defaultValues: { recoveryCode: '' } });
  const verify = useVerify(challenge, onRestart);
  return (
    <Form form={form} onSubmit={({ recoveryCode }) => verify({ recoveryCode })}>
      <TextField name="recoveryCode" label={t('signIn.recoveryCode')} autoComplete="off" spellCheck={false} autoFocus />
      <SubmitButton>{t('signIn.verify')}</SubmitButton>
    </Form>
  );
}
