import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  accountSettingsPatchSchema,
  DEFAULT_ACCOUNT_SETTINGS,
  gameSettingsSchema,
  passwordSettingsSchema,
  paymentSettingsSchema,
  securitySettingsSchema,
  type AccountSettings,
} from '@app/contract';
import { Button } from '@app/ui';
import { Form, SwitchField, useZodForm } from '@app/ui/forms';
import { call } from '../../api/client.ts';
import { QueryView } from '../../layout/parts.tsx';
import { NumberField, SaveRow, SettingsPanel, settingsKey, useCanChange, useOutcome, useRangeHint, wholeText } from './parts.tsx';

const accountsKey = settingsKey('accounts');

type Group = keyof AccountSettings;
type FormValues = { [G in Group]: { [F in keyof AccountSettings[G]]: AccountSettings[G][F] extends boolean ? boolean : string } };

/** The groups in the order shown, with the contract's schema of each (its fields' bounds). */
const GROUPS: ReadonlyArray<{ group: Group; shape: Record<string, z.ZodType> }> = [
  { group: 'passwordSettings', shape: passwordSettingsSchema.shape },
  { group: 'securitySettings', shape: securitySettingsSchema.shape },
  { group: 'gameSettings', shape: gameSettingsSchema.shape },
  { group: 'paymentSettings', shape: paymentSettingsSchema.shape },
];
/** The settings whose 0 turns the rule off. */
const OFF_AT_ZERO = new Set(['maxPasswordRetries', 'passwordExpiryDays', 'passwordHistoryLimits']);

const isSwitch = (schema: z.ZodType) => schema._zod.def.type === 'boolean';

/** The form as typed: each number as text, checked by the contract's own schema of the field. */
const formSchema = z.object(
  Object.fromEntries(
    GROUPS.map(({ group, shape }) => [
      group,
      z.object(
        Object.fromEntries(
          Object.entries(shape).map(([field, schema]) => [
            field,
            isSwitch(schema) ? schema : wholeText(schema as z.ZodType<number, number>),
          ]),
        ),
      ),
    ]),
  ),
) as unknown as z.ZodType<AccountSettings, FormValues>;

function formValues(settings: AccountSettings): FormValues {
  const values: Record<string, Record<string, string | boolean>> = {};
  for (const { group } of GROUPS)
    values[group] = Object.fromEntries(
      Object.entries(settings[group]).map(([field, value]) => [field, typeof value === 'boolean' ? value : String(value)]),
    );
  return values as FormValues;
}

/** Only what differs from what is stored: the audit then records what was really changed. */
function changes(next: AccountSettings, current: AccountSettings) {
  const patch: Record<string, Record<string, number | boolean>> = {};
  for (const { group } of GROUPS)
    for (const [field, value] of Object.entries(next[group]) as [string, number | boolean][])
      if ((current[group] as Record<string, number | boolean>)[field] !== value) patch[group] = { ...patch[group], [field]: value };
  return patch;
}

/**
 * The account settings: the password rules, the sign-in lock and password expiry, and the identity
 * level games, deposits and withdrawals ask for. Each field shows its bounds and the platform's
 * default; only the fields changed are sent.
 */
export function AccountSettingsSection() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const query = useQuery({
    queryKey: accountsKey,
    queryFn: ({ signal }) => call('/operator/account-settings/get', {}, signal),
  });
  return (
    <SettingsPanel id={headingId} title={t('settings.accounts.title')} lead={t('settings.accounts.lead')}>
      <QueryView query={query} headingLevel={3}>
        {({ accountSettings }) => <AccountSettingsForm current={accountSettings} />}
      </QueryView>
    </SettingsPanel>
  );
}

function AccountSettingsForm({ current }: { current: AccountSettings }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const canChange = useCanChange('/operator/account-settings/update');
  const form = useZodForm(formSchema, { defaultValues: formValues(current) });
  const [outcome, setOutcome] = useOutcome(form);
  const rangeHint = useRangeHint();

  const save = async (next: AccountSettings) => {
    const patch = changes(next, current);
    if (Object.keys(patch).length === 0) {
      setOutcome({ tone: 'info', text: t('settings.noChange') });
      return;
    }
    const answer = await call('/operator/account-settings/update', accountSettingsPatchSchema.parse(patch));
    queryClient.setQueryData(accountsKey, answer);
    await queryClient.invalidateQueries({ queryKey: accountsKey });
    form.reset(formValues(answer.accountSettings));
    setOutcome({ tone: 'success', text: t('settings.accounts.saved') });
  };

  return (
    <Form form={form} onSubmit={save} aria-label={t('settings.accounts.title')}>
      <div className="bo-settings__groups">
        {GROUPS.map(({ group, shape }) => (
          <fieldset key={group} className="bo-settings__group">
            <legend>{t(`settings.accounts.${group}`)}</legend>
            {Object.entries(shape).map(([field, schema]) => {
              const name = `${group}.${field}`;
              const label = t(`settings.accounts.fields.${field}`);
              const fallback = (DEFAULT_ACCOUNT_SETTINGS[group] as Record<string, number | boolean>)[field];
              if (isSwitch(schema))
                return (
                  <SwitchField
                    key={field}
                    name={name}
                    label={label}
                    disabled={!canChange}
                    hint={t('settings.default', { value: fallback ? t('settings.on') : t('settings.off') })}
                  />
                );
              return (
                <NumberField
                  key={field}
                  name={name}
                  label={label}
                  readOnly={!canChange}
                  hint={rangeHint(schema, String(fallback), OFF_AT_ZERO.has(field) ? t('settings.accounts.offAtZero') : undefined)}
                />
              );
            })}
          </fieldset>
        ))}
      </div>
      <SaveRow
        canChange={canChange}
        outcome={outcome}
        extra={
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(formValues(DEFAULT_ACCOUNT_SETTINGS), { keepDefaultValues: true });
              setOutcome({ tone: 'info', text: t('settings.accounts.defaultsFilled') });
            }}
          >
            {t('settings.accounts.useDefaults')}
          </Button>
        }
      />
    </Form>
  );
}
