import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicKey, queryClient, setNotifier } from '@app/api';
import {
  apiPath,
  authRoutes,
  configRoutes,
  errorResponse,
  fakeApi,
  FAKE_SESSION,
  jsonResponse,
  userRoutes,
  walletRoutes,
  type FakeApi,
} from '@app/api/testing';
import {
  accountSettingsAtom,
  authAtom,
  currencyListAtom,
  DEFAULT_ACCOUNT_SETTINGS,
  displayCurrencyAtom,
  initialWallet,
  signedOut,
  store,
  walletAtom,
} from '@app/state';
import { useStartupQueries } from '../../startup/queries.ts';
import { currentPath, renderAt, setupI18n } from '../../__tests__/testUtils.tsx';
import { checkPassword } from '@app/ui/forms';
import { passwordAcceptable } from './passwordRules.ts';
import { formatUnlockTime, returnPath } from './SignIn.tsx';

let api: FakeApi | undefined;
const LOGIN = apiPath('/user/auth/login');
const bodiesTo = (path: string) => api?.callsTo(path).map((call) => call.body) ?? [];

beforeAll(setupI18n);
beforeEach(() => {
  store.set(authAtom, signedOut);
  store.set(accountSettingsAtom, DEFAULT_ACCOUNT_SETTINGS);
});
afterEach(() => api?.restore());

describe('password rules', () => {
  it('lists the rules with a count above 0 and ticks those met', () => {
    expect(checkPassword('abc', DEFAULT_ACCOUNT_SETTINGS.passwordSettings)).toEqual([
      { rule: 'minCharacters', required: 8, met: false },
      { rule: 'minLowercaseCharacters', required: 1, met: true },
      { rule: 'minDigits', required: 1, met: false },
    ]);
    const strict = { minCharacters: 4, minLowercaseCharacters: 0, minUppercaseCharacters: 2, minDigits: 0, minSpecialCharacters: 1 };
    expect(checkPassword('ABc!', strict).map((check) => check.met)).toEqual([true, true, true]);
    expect(checkPassword('Abcd', strict).map((check) => check.met)).toEqual([true, false, false]);
  });

  it('counts letters, digits and special characters beyond ASCII', () => {
    const settings = { minCharacters: 3, minLowercaseCharacters: 1, minUppercaseCharacters: 1, minDigits: 1, minSpecialCharacters: 1 };
    expect(checkPassword('Çş٣ ', settings).map((check) => [check.rule, check.met])).toEqual([
      ['minCharacters', true],
      ['minLowercaseCharacters', true],
      ['minUppercaseCharacters', true],
      ['minDigits', true],
      ['minSpecialCharacters', false],
    ]);
    expect(passwordAcceptable('Çş٣€', settings)).toBe(true);
    expect(
      checkPassword('anything', {
        ...settings,
        minCharacters: 0,
        minLowercaseCharacters: 0,
        minUppercaseCharacters: 0,
        minDigits: 0,
        minSpecialCharacters: 0,
      }),
    ).toEqual([]);
  });
});

describe('where sign-in returns to', () => {
  it('takes the page the guard stopped the player at, never another site or an auth screen', () => {
    expect(returnPath({ from: '/deposit/fiat?x=1' })).toBe('/deposit/fiat?x=1');
    expect(returnPath({ from: '//evil.example.com' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example.com' })).toBe('/');
    expect(returnPath({ from: '/auth/sign-up' })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });

  it('never leaves the site by a path a browser reads as another host', () => {
    for (const from of [
      '/\\evil.example',
      '//evil.example',
      'https://evil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      ' //evil.example',
    ]) {
      expect([from, returnPath({ from })]).toEqual([from, '/']);
    }
    expect(returnPath({ from: '/wallet?x=1' })).toBe('/wallet?x=1');
    expect(returnPath({ from: '/wallet/deposit?currency=USD#top' })).toBe('/wallet/deposit?currency=USD#top');
  });

  it("formats the unlock time in the player's language", () => {
    const when = '2030-01-01T10:15:00Z';
    const format = (language: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when));
    expect(formatUnlockTime(when, 'pt')).toBe(format('pt'));
    expect(formatUnlockTime(when, 'tr')).toBe(format('tr'));
    expect(formatUnlockTime(when, 'pt')).not.toBe(formatUnlockTime(when, 'en'));
    expect(formatUnlockTime('not a time', 'en')).toBe('');
    expect(formatUnlockTime(undefined, 'en')).toBe('');
  });
});

describe('sign in', () => {
  it('signs the player in and goes back where the guard stopped them', async () => {
    api = fakeApi(authRoutes());
    renderAt('/transactions');
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0] as HTMLElement);
    await waitFor(() => expect(currentPath()).toMatch('/transactions'));
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, accessToken: FAKE_SESSION.accessToken });
    expect(bodiesTo(LOGIN)).toEqual([{ email: 'p@example.com', password: 'secret123' }]);
  });

  it('says when a locked account unlocks', async () => {
    api = fakeApi({ [LOGIN]: () => errorResponse(423, 'USER_LOCKED', { message: 'locked', meta: { unlockAt: '2030-01-01T10:15:00Z' } }) });
    renderAt('/auth/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0] as HTMLElement);
    const unlock = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2030-01-01T10:15:00Z'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your account is locked after too many failed attempts. You can sign in again after ${unlock}.`,
    );
    expect(store.get(authAtom).isLogin).toBe(false);
  });

  it('keeps the button disabled while the platform answers', async () => {
    let respond: (response: Response) => void = () => undefined;
    api = fakeApi({ [LOGIN]: () => new Promise<Response>((resolve) => (respond = resolve)) });
    renderAt('/auth/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await act(async () => respond(jsonResponse(FAKE_SESSION)));
    await waitFor(() => expect(currentPath()).toMatch(/^\/$/));
  });

  it('checks the form before calling the platform', async () => {
    api = fakeApi(authRoutes());
    renderAt('/auth/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0] as HTMLElement);
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });
});

describe('sign up', () => {
  it('shows the password rules as a live checklist and follows the operator settings', async () => {
    api = fakeApi();
    store.set(currencyListAtom, [{ currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false }]);
    renderAt('/auth/sign-up');
    const password = await screen.findByLabelText('Password');
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(0);
    await userEvent.type(password, 'abc');
    expect(within(rules).getByText('At least 1 lowercase letter').closest('li')).toHaveAttribute('data-met', 'true');
    expect(within(rules).getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met', 'false');
    await userEvent.type(password, 'defg1');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(3);

    act(() =>
      store.set(accountSettingsAtom, {
        ...DEFAULT_ACCOUNT_SETTINGS,
        passwordSettings: { ...DEFAULT_ACCOUNT_SETTINGS.passwordSettings, minUppercaseCharacters: 1 },
      }),
    );
    expect(await screen.findByText('At least 1 uppercase letter')).toBeInTheDocument();
    expect(within(rules).getByText('At least 1 uppercase letter').closest('li')).toHaveAttribute('data-met', 'false');
    act(() =>
      store.set(accountSettingsAtom, {
        ...DEFAULT_ACCOUNT_SETTINGS,
        passwordSettings: { ...DEFAULT_ACCOUNT_SETTINGS.passwordSettings, minUppercaseCharacters: 2 },
      }),
    );
    expect(await screen.findByText('At least 2 uppercase letters')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it('says nothing is wrong while the player types and leaves the field; on Create account it says what is, then follows the typing', async () => {
    api = fakeApi(authRoutes());
    store.set(currencyListAtom, [{ currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false }]);
    renderAt('/auth/sign-up');
    const email = await screen.findByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await userEvent.type(email, 'new@example');
    await userEvent.type(password, 'abc');
    await userEvent.tab();
    await userEvent.click(email);
    expect(screen.queryByText('The password does not meet all the requirements yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The password does not meet all the requirements yet.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(apiPath('/user/auth/register'))).toHaveLength(0);

    await userEvent.type(password, 'defg1');
    await waitFor(() => expect(screen.queryByText('The password does not meet all the requirements yet.')).not.toBeInTheDocument());
    expect(password).not.toHaveAttribute('aria-invalid');
  });
});

describe('sign up, submitted', () => {
  it('registers with the email, password and chosen currency, then signs the player in', async () => {
    api = fakeApi(authRoutes({ session: { ...FAKE_SESSION, user: { ...FAKE_SESSION.user, currency: 'BRL' } } }));
    store.set(currencyListAtom, [
      { currency: 'USD', name: 'US Dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
      { currency: 'GBP', name: 'Pound', decimals: 2, aggregatedEnabled: true, aggregatedHidden: true },
      { currency: 'BRL', name: 'Real', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
    ]);
    renderAt('/auth/sign-up');
    const currency = await screen.findByLabelText('Currency');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD', 'BRL']);
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'goodpass1');
    await userEvent.selectOptions(currency, 'BRL');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/$/));
    expect(bodiesTo(apiPath('/user/auth/register'))).toEqual([{ email: 'new@example.com', password: 'goodpass1', currency: 'BRL' }]);
    expect(store.get(authAtom).isLogin).toBe(true);
  });
});

describe('the currency chosen at sign-up', () => {
  const CURRENCIES = [
    { currency: 'USD', name: 'US Dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
    { currency: 'BRL', name: 'Real', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
    { currency: 'GBP', name: 'Pound', decimals: 2, aggregatedEnabled: true, aggregatedHidden: true },
  ];

  function Startup() {
    useStartupQueries();
    return null;
  }

  async function signUpWith(chosen: string, accountCurrency = chosen) {
    api = fakeApi({
      ...configRoutes({ currencies: CURRENCIES }),
      ...walletRoutes({
        balances: [
          { currency: 'USD', cash: '0', operatorBonus: '0' },
          { currency: 'BRL', cash: '0', operatorBonus: '0' },
        ],
      }),
      ...userRoutes(),
      ...authRoutes({ session: { ...FAKE_SESSION, user: { ...FAKE_SESSION.user, currency: accountCurrency } } }),
    });
    renderAt('/auth/sign-up', undefined, <Startup />);
    // The site's first visible currency is selected until the player chooses.
    await waitFor(() => expect(store.get(walletAtom).currency).toBe('USD'));
    await userEvent.type(await screen.findByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'goodpass1');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.get(authAtom).isLogin).toBe(true));
  }

  beforeEach(() => {
    queryClient.clear();
    store.set(walletAtom, initialWallet);
    store.set(currencyListAtom, []);
  });

  it('becomes the selected currency: the header and the wallet are in it, and it stays after the list is read again', async () => {
    await signUpWith('BRL');
    const balance = () => screen.getByRole('status', { name: 'Balance' });
    // Read afresh each time: the header drawn on the sign-up page may give way to the home page's.
    await waitFor(() => expect(balance()).toHaveTextContent('R$0.00'));
    expect(store.get(walletAtom).currency).toBe('BRL');
    expect(store.get(displayCurrencyAtom)).toBe('BRL');
    await act(() => queryClient.refetchQueries({ queryKey: publicKey('/wallet/currencies/get') }));
    expect(store.get(walletAtom).currency).toBe('BRL');
    expect(balance()).toHaveTextContent('R$0.00');
  });

  it('is kept only if it is among the visible currencies (a hidden one leaves the selection as it was)', async () => {
    await signUpWith('USD', 'GBP');
    expect(store.get(walletAtom).currency).toBe('USD');
    // Read afresh each time: the header drawn on the sign-up page may give way to the home page's.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('$0.00'));
  });
});

describe('forgot password', () => {
  it('sends a code, then resets with the code and a new password', async () => {
    api = fakeApi(authRoutes());
    renderAt('/auth/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('If an account exists for p@example.com, we have sent it a code.')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'newpass12');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been changed. You can now sign in.')).toHaveFocus();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
    expect(bodiesTo(apiPath('/user/auth/password/reset-code/send'))).toEqual([{ email: 'p@example.com' }]);
    expect(bodiesTo(apiPath('/user/auth/password/reset'))).toEqual([{ email: 'p@example.com', code: '123456', newPassword: 'newpass12' }]);
  });

  it('asks for a password not used before when the platform refuses a reused one', async () => {
    const toasts = jest.fn();
    setNotifier(toasts);
    api = fakeApi({
      ...authRoutes(),
      [apiPath('/user/auth/password/reset')]: () => errorResponse(400, 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS', { message: 'used' }),
    });
    renderAt('/auth/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'oldpass12');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a password you have not used before.');
    expect(toasts).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveValue('oldpass12');
  });
});
