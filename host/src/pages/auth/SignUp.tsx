import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { accountSettingsAtom, currencyListAtom, signInWith, visibleCurrencyCodes, walletAtom } from '@app/state';
import { Button, Page } from '@app/ui';
import { Field } from './Field.tsx';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { checkPassword } from './passwordRules.ts';
import { returnPath } from './SignIn.tsx';
import { isEmail, useSubmit } from './useSubmit.ts';

export default function SignUp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { passwordSettings } = useAtomValue(accountSettingsAtom);
  const currencies = visibleCurrencyCodes(useAtomValue(currencyListAtom));
  const selected = useAtomValue(walletAtom).currency;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [chosenCurrency, setCurrency] = useState('');
  // The player's choice, else the selected currency when it is offered, else the first offered.
  const currency = chosenCurrency || (currencies.includes(selected) ? selected : (currencies[0] ?? ''));
  const [touched, setTouched] = useState(false);
  const checks = checkPassword(password, passwordSettings);
  const passwordOk = checks.every((check) => check.met);

  const { pending, submit } = useSubmit(() => post('/user/auth/register', { email: email.trim(), password, currency }));
  const emailError = touched && !isEmail(email) ? t('auth.invalidEmail') : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isEmail(email) || !passwordOk || !currency) return;
    const session = await submit();
    if (session) {
      signInWith(session);
      navigate(returnPath(location.state), { replace: true });
    }
  };

  return (
    <Page title={t('auth.signUp')}>
      <form className="card form" onSubmit={onSubmit} noValidate>
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
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          describedBy="sign-up-rules"
          hint={<PasswordChecklist id="sign-up-rules" checks={checks} />}
          required
        />
        <div className="field">
          <label htmlFor="sign-up-currency">{t('auth.currency')}</label>
          <select id="sign-up-currency" className="field__input" value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={pending || !passwordOk || !currency}>
          {pending ? t('auth.pleaseWait') : t('auth.createAccount')}
        </Button>
        <p className="form__links">
          <Link to="/auth/sign-in" state={location.state}>
            {t('auth.haveAccount')}
          </Link>
        </p>
      </form>
    </Page>
  );
}
