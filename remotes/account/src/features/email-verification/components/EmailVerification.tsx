import { useState } from 'react';
import { MailCheck, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, notify, reasonOf, useFailureText } from '@app/api';
import { Button } from '@app/ui';
import { ErrorState, Notice } from '@app/ui/display';
import { Form, SubmitButton, TextField, useZodForm } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import { refreshUserInfo, useUserInfo } from '../../../shared/api/userInfo.ts';
import { useDuration } from '../../../shared/hooks/useDuration.ts';
import { sendVerificationCode } from '../api/sendCode.ts';
import { verifyEmail } from '../api/verifyEmail.ts';
import { codeFormSchema, retryAfterOf, type CodeFormValues } from '../model/code.ts';
import { LoadingLines } from '../../../shared/components/LoadingLines.tsx';
import { LinkNotice } from '../../../shared/components/LinkNotice.tsx';
import '../email-verification.css';

/** The player proves the email address: a code is sent to it, the player types it here, and verification follows. */
export function EmailVerification() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useUserInfo();
  const duration = useDuration();
  const failureText = useFailureText(t);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(codeFormSchema, { defaultValues: { code: '' } satisfies CodeFormValues });

  /** The words for a refusal of either call: the wait the platform asks for, else the catalogue's text. */
  const refusalText = (error: unknown): string => {
    const seconds = error instanceof ApiError && reasonOf(error) === 'RATE_LIMITED' ? retryAfterOf(error.meta) : null;
    return seconds !== null
      ? t('verifyEmail.rateLimited', { wait: duration.seconds(seconds) })
      : (failureText(error) ?? t('common.failed'));
  };
  /** Verified meanwhile (on another device, or the code just taken): the details say so. */
  const done = async () => {
    await refreshUserInfo(client);
    notify(t('verifyEmail.verified'), 'success');
    navigate('/kyc');
  };

  const send = async () => {
    setSending(true);
    setProblem(null);
    try {
      await sendVerificationCode();
      setSent(true);
      setAskingCode(true);
    } catch (error) {
      if (reasonOf(error) === 'EMAIL_ALREADY_VERIFIED') await refreshUserInfo(client);
      else setProblem(refusalText(error));
    } finally {
      setSending(false);
    }
  };

  if (user.isPending) {
    return <LoadingLines lines={3} />;
  }
  if (user.isError) {
    return <ErrorState title={t('verifyEmail.loadFailedTitle')} text={t('verifyEmail.loadFailed')} onRetry={() => user.refetch()} />;
  }
  const { email, emailVerified } = user.data;
  if (emailVerified) {
    return (
      <LinkNotice tone="success" title={t('verifyEmail.verifiedTitle')} to="/kyc" action={t('verifyEmail.backToKyc')}>
        {' '}
        {t('verifyEmail.verifiedText', { email })}
      </LinkNotice>
    );
  }

  return (
    <>
      <div className="stack-card account-card">
        <p className="account-lead">{t('verifyEmail.intro', { email })}</p>
        {sent ? (
          <Notice tone="success" icon={ShieldCheck} role="status" title={t('verifyEmail.sentTitle')}>
            {t('verifyEmail.sent', { email })}
          </Notice>
        ) : null}
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <Button variant={sent ? 'secondary' : 'primary'} block busy={sending} onClick={() => void send()}>
          <MailCheck aria-hidden="true" />
          {sent ? t('verifyEmail.sendAgain') : t('verifyEmail.send')}
        </Button>
        {!askingCode ? (
          <Button variant="ghost" block onClick={() => setAskingCode(true)}>
            {t('verifyEmail.haveCode')}
          </Button>
        ) : null}
      </div>
      {askingCode ? (
        <Form
          form={form}
          aria-label={t('verifyEmail.formLabel')}
          className="stack-card account-card"
          onSubmit={async ({ code }) => {
            try {
              await verifyEmail(code);
            } catch (error) {
              const reason = reasonOf(error);
              if (reason === 'EMAIL_ALREADY_VERIFIED') return done();
              if (reason === 'INVALID_CODE' || reason === 'RATE_LIMITED') {
                const message = reason === 'INVALID_CODE' ? t('verifyEmail.errors.invalidCode') : refusalText(error);
                form.setError('code', { type: 'server', message }, { shouldFocus: true });
                return undefined;
              }
              throw error;
            }
            return done();
          }}
        >
          <TextField<CodeFormValues>
            name="code"
            label={t('verifyEmail.code')}
            hint={t('verifyEmail.codeHint')}
            className="account-code-field"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
          />
          <SubmitButton pendingLabel={t('verifyEmail.checking')}>{t('verifyEmail.submit')}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
