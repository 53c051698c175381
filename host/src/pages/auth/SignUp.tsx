import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ShieldCheck, UserPlus } from 'lucide-react';
import { post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { accountSettingsAtom, chooseCurrency, currencyListAtom, signInWith, store, visibleCurrencyCodes, walletAtom } from '@app/state';
import { checkPassword, EmailField, Form, PasswordField, SelectField, SubmitButton, useZodForm } from '@app/ui/forms';
import { AuthScreen } from './AuthScreen.tsx';
import { OAuthButtons } from './OAuthButtons.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { signUpSchema } from './schemas.ts';
import { returnPath } from './SignIn.tsx';

export default function SignUp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { passwordSettings } = useAtomValue(accountSettingsAtom);
  const currencies = visibleCurrencyCodes(useAtomValue(currencyListAtom));
  const selected = useAtomValue(walletAtom).currency;
  // The selected currency when it is offered, else the first offered.
  const preferred = currencies.includes(selected) ? selected : (currencies[0] ?? '');

  const schema = useMemo(() => signUpSchema(passwordSettings), [passwordSettings]);
  // The checklist ticks the rules as the player types; what is missing is said as an error only
  // once the player tries to send the form, and from then on it follows each keystroke.
  const form = useZodForm(schema, {
    defaultValues: { email: '', password: '', currency: preferred },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [password, currency] = useWatch({ control: form.control, name: ['password', 'currency'] });
  const checks = checkPassword(password, passwordSettings);

  // The currency list may arrive after the screen: the choice follows it until the player picks one.
  const offered = currencies.join(' ');
  const { setValue } = form;
  useEffect(() => {
    if (!offered.split(' ').includes(currency)) setValue('currency', preferred);
  }, [offered, currency, preferred, setValue]);

  return (
    <AuthScreen
      title={t('auth.signUp')}
      intro={t('auth.signUpIntro')}
      icon={<UserPlus />}
      links={
        <Link to="/auth/sign-in" state={location.state}>
          {t('auth.haveAccount')}
        </Link>
      }
    >
      <Form
        form={form}
        onSubmit={async (values) => {
          // A coded refusal is a toast (spec section 8).
          const session = await post('/user/auth/register', values);
          signInWith(session);
          // The currency chosen here becomes the selected one (header and wallet), if it is offered.
          chooseCurrency(session.user.currency || values.currency, store);
          navigate(returnPath(location.state), { replace: true });
        }}
      >
        <EmailField name="email" label={t('auth.email')} />
        <PasswordField
          name="password"
          label={t('auth.password')}
          autoComplete="new-password"
          hint={<PasswordChecklist checks={checks} />}
        />
        <SelectField name="currency" label={t('auth.currency')} options={currencies.map((code) => ({ value: code, label: code }))} />
        <SubmitButton>{t('auth.createAccount')}</SubmitButton>
        <p className="form-note">
          <ShieldCheck aria-hidden="true" focusable="false" />
          {t('auth.safeNote')}
        </p>
      </Form>
      <OAuthButtons returnTo={returnPath(location.state)} {...(currency ? { currency } : {})} />
    </AuthScreen>
  );
}
