import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useWatch, type Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, notify } from '@app/api';
import { accountSettingsAtom, store } from '@app/state';
import { checkPassword, Form, PasswordChecklist, PasswordField, SubmitButton, useZodForm } from '@app/ui/forms';
import { Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { keepUserInfo } from '../../../shared/api/userInfo.ts';
import { changePassword } from '../api/changePassword.ts';
import { passwordFormSchema, rulesOfRefusal, type PasswordFormValues } from '../model/password.ts';

type Translate = ReturnType<typeof useAreaTranslation>['t'];

/** A refusal this form explains beside the field it concerns, or null for one the form's message says. */
function fieldRefusal(reason: string | undefined, t: Translate): { field: Path<PasswordFormValues>; message: string } | null {
  switch (reason) {
    case 'CURRENT_PASSWORD_INCORRECT':
      return { field: 'currentPassword', message: t('password.errors.currentIncorrect') };
    case 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS':
      return { field: 'newPassword', message: t('password.errors.usedBefore') };
    case 'PASSWORD_TOO_WEAK':
      return { field: 'newPassword', message: t('password.errors.tooWeak') };
    default:
      return null;
  }
}

/** A new password: the current one, then one under the operator's rules (a checklist ticks them as the player types). */
export function PasswordForm() {
  const { t } = useAreaTranslation();
  const client = useQueryClient();
  const { passwordSettings } = useAtomValue(accountSettingsAtom);
  const schema = useMemo(() => passwordFormSchema(passwordSettings), [passwordSettings]);
  // The checklist ticks the rules as the player types; what is missing is said as an error only
  // once the player tries to send the form, and from then on it follows each keystroke.
  const form = useZodForm(schema, {
    defaultValues: { currentPassword: '', newPassword: '' } satisfies PasswordFormValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const checks = checkPassword(newPassword, passwordSettings);
  const [changed, setChanged] = useState(false);

  return (
    <Section title={t('password.title')} lead={t('password.lead')}>
      <Form
        form={form}
        aria-label={t('password.title')}
        className="stack-card account-card"
        onSubmit={async (values) => {
          setChanged(false);
          try {
            keepUserInfo(client, await changePassword(values.currentPassword, values.newPassword));
          } catch (error) {
            const reason = error instanceof ApiError ? (error.reason ?? error.code) : undefined;
            const refusal = fieldRefusal(reason, t);
            if (!refusal) throw error;
            if (error instanceof ApiError && reason === 'PASSWORD_TOO_WEAK') {
              // The operator's rules may have changed since the page loaded: the checklist shows the ones in force.
              const rules = rulesOfRefusal(error.meta);
              if (rules) store.set(accountSettingsAtom, { ...store.get(accountSettingsAtom), passwordSettings: rules });
            }
            form.setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
            return;
          }
          form.reset({ currentPassword: '', newPassword: '' });
          setChanged(true);
          notify(t('password.changed'), 'success');
        }}
      >
        <PasswordField<PasswordFormValues> name="currentPassword" label={t('password.current')} autoComplete="current-password" />
        <PasswordField<PasswordFormValues>
          name="newPassword"
          label={t('password.new')}
          autoComplete="new-password"
          hint={
            <PasswordChecklist
              checks={checks}
              texts={{
                label: t('password.rules'),
                rule: (check) => t(`password.rule.${check.rule}`, { n: check.required }),
                met: t('password.ruleMet'),
                notMet: t('password.ruleNotMet'),
              }}
            />
          }
        />
        <p className="account-saved" role="status">
          {changed ? t('password.changedNote') : ''}
        </p>
        <SubmitButton pendingLabel={t('common.saving')}>{t('password.submit')}</SubmitButton>
      </Form>
    </Section>
  );
}
