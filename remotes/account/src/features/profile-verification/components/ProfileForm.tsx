import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, notify, reasonOf } from '@app/api';
import { MINIMUM_AGE, type UserInfo } from '@app/contract';
import { DateField, Form, PhoneField, SelectField, SubmitButton, TextField, useZodForm, yearsAgo } from '@app/ui/forms';
import { useAreaTranslation } from '../../../area.ts';
import { refreshUserInfo } from '../../../shared/api/userInfo.ts';
import { verifyProfile } from '../api/verifyProfile.ts';
import { countryOptions } from '../model/countries.ts';
import { fieldsOfRefusal, profileFormSchema, profileFormValues, type ProfileField, type ProfileFormValues } from '../model/profileForm.ts';
import '../profile-verification.css';

type Translate = ReturnType<typeof useAreaTranslation>['t'];

/** What to say under a field the platform refused. */
function refusedFieldText(field: ProfileField, t: Translate): string {
  switch (field) {
    case 'birthDate':
      return t('verifyProfile.errors.underAge', { age: MINIMUM_AGE });
    case 'phone':
      return t('verifyProfile.errors.phoneRefused');
    default:
      return t('verifyProfile.errors.refused');
  }
}

/** The player's legal details, prefilled from the account, checked as the platform checks them, then sent. */
export function ProfileForm({ info }: { info: UserInfo }) {
  const { t, i18n } = useAreaTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const language = i18n.language || 'en';
  const countries = useMemo(() => countryOptions(language), [language]);
  const schema = useMemo(() => profileFormSchema(countries), [countries]);
  const form = useZodForm(schema, { defaultValues: profileFormValues(info) });
  const { control, getValues, setValue, setError, formState } = form;
  const country = useWatch({ control, name: 'country' });

  // The phone is a number of the country of residence: its dial code follows the country chosen.
  const { isSubmitted } = formState;
  useEffect(() => {
    const phone = getValues('phone');
    if (phone.country !== country) setValue('phone', { ...phone, country }, { shouldValidate: isSubmitted });
  }, [country, getValues, setValue, isSubmitted]);
  const phoneCountries = countries.filter((entry) => entry.code === country);

  return (
    <Form
      form={form}
      aria-label={t('verifyProfile.formLabel')}
      className="stack-card account-card"
      onSubmit={async (details) => {
        try {
          await verifyProfile(details);
        } catch (error) {
          const fields = error instanceof ApiError && reasonOf(error) === 'VALIDATION_FAILED' ? fieldsOfRefusal(error.meta) : [];
          if (fields.length > 0) {
            fields.forEach((field, index) =>
              setError(field, { type: 'server', message: refusedFieldText(field, t) }, { shouldFocus: index === 0 }),
            );
            return;
          }
          // Verified meanwhile (on another device): the page shows the details as confirmed.
          if (reasonOf(error) === 'PROFILE_LOCKED') await refreshUserInfo(client);
          throw error;
        }
        await refreshUserInfo(client);
        notify(t('verifyProfile.done'), 'success');
        navigate('/kyc');
      }}
    >
      <p className="account-lead">{t('verifyProfile.intro')}</p>
      <fieldset className="account-fieldset">
        <legend className="account-fieldset__legend">{t('verifyProfile.identityGroup')}</legend>
        <TextField<ProfileFormValues> name="firstName" label={t('verifyProfile.firstName')} autoComplete="given-name" />
        <TextField<ProfileFormValues> name="lastName" label={t('verifyProfile.lastName')} autoComplete="family-name" />
        <DateField<ProfileFormValues>
          name="birthDate"
          label={t('verifyProfile.birthDate')}
          hint={t('verifyProfile.birthDateHint', { age: MINIMUM_AGE })}
          autoComplete="bday"
          min="1900-01-01"
          max={yearsAgo(MINIMUM_AGE)}
        />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend className="account-fieldset__legend">{t('verifyProfile.addressGroup')}</legend>
        <SelectField<ProfileFormValues>
          name="country"
          label={t('verifyProfile.country')}
          placeholder={t('verifyProfile.chooseCountry')}
          autoComplete="country"
          options={countries.map((entry) => ({ value: entry.code, label: entry.label }))}
        />
        <TextField<ProfileFormValues>
          name="addressLine"
          label={t('verifyProfile.addressLine')}
          hint={t('verifyProfile.addressHint')}
          autoComplete="address-line1"
        />
        <TextField<ProfileFormValues> name="city" label={t('verifyProfile.city')} autoComplete="address-level2" />
        <TextField<ProfileFormValues> name="postalCode" label={t('verifyProfile.postalCode')} autoComplete="postal-code" />
      </fieldset>
      <PhoneField<ProfileFormValues>
        name="phone"
        label={t('verifyProfile.phone')}
        hint={country ? t('verifyProfile.phoneHint') : t('verifyProfile.phoneHintNoCountry')}
        countries={phoneCountries}
      />
      <p className="account-fineprint">{t('verifyProfile.lockNote')}</p>
      <SubmitButton pendingLabel={t('verifyProfile.submitting')}>{t('verifyProfile.submit')}</SubmitButton>
    </Form>
  );
}
