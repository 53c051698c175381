import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setNotifier } from '@app/api';
import { accountSettingsAtom, authAtom, currencyListAtom, DEFAULT_ACCOUNT_SETTINGS, signedOut, store } from '@app/state';
import { renderAt, setupI18n } from '../../__tests__/testUtils.tsx';
import { checkPassword, passwordAcceptable } from './passwordRules.ts';
import { formatUnlockTime, returnPath } from './SignIn.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let requests: { path: string; body: unknown }[] = [];
function serve(handler: (path: string, body: unknown) => Response) {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname;
    const body = await request
      .clone()
      .json()
      .catch(() => undefined);
    requests.push({ path, body });
    return handler(path, body);
  }) as typeof fetch;
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const session = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 900,
  user: { userId: 'u1', email: 'p@example.com', currency: 'USD', emailVerified: false },
};

beforeAll(setupI18n);
beforeEach(() => {
  requests = [];
  store.set(authAtom, signedOut);
  store.set(accountSettingsAtom, DEFAULT_ACCOUNT_SETTINGS);
});

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
    serve((path) => (path === '/v1/user/auth/login' ? json(200, session) : json(404, {})));
    renderAt('/transactions', undefined, <CurrentPath />);
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/transactions'));
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, accessToken: 'a' });
    expect(requests.find((request) => request.path === '/v1/user/auth/login')?.body).toEqual({
      email: 'p@example.com',
      password: 'secret123',
    });
  });

  it('says when a locked account unlocks', async () => {
    serve(() => json(423, { reason: 'USER_LOCKED', code: 'USER_LOCKED', message: 'locked', meta: { unlockAt: '2030-01-01T10:15:00Z' } }));
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
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    renderAt('/auth/sign-in', undefined, <CurrentPath />);
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await act(async () => answer(json(200, session)));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
  });

  it('checks the form before calling the platform', async () => {
    serve(() => json(200, session));
    renderAt('/auth/sign-in');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0] as HTMLElement);
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/v1/user/auth/login')).toHaveLength(0);
  });
});

describe('sign up', () => {
  it('shows the password rules as a live checklist and follows the operator settings', async () => {
    serve(() => json(404, {}));
    store.set(currencyListAtom, [{ currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false }]);
    renderAt('/auth/sign-up');
    const password = await screen.findByLabelText('Password');
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await userEvent.type(password, 'abc');
    expect(within(rules).getByText('At least 1 lowercase letter(s)').closest('li')).toHaveAttribute('data-met', 'true');
    expect(within(rules).getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met', 'false');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await userEvent.type(password, 'defg1');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();

    act(() =>
      store.set(accountSettingsAtom, {
        ...DEFAULT_ACCOUNT_SETTINGS,
        passwordSettings: { ...DEFAULT_ACCOUNT_SETTINGS.passwordSettings, minUppercaseCharacters: 1 },
      }),
    );
    expect(await screen.findByText('At least 1 uppercase letter(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });
});

describe('sign up, submitted', () => {
  it('registers with the email, password and chosen currency, then signs the player in', async () => {
    serve((path) =>
      path === '/v1/user/auth/register' ? json(200, { ...session, user: { ...session.user, currency: 'BRL' } }) : json(404, {}),
    );
    store.set(currencyListAtom, [
      { currency: 'USD', name: 'US Dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
      { currency: 'GBP', name: 'Pound', decimals: 2, aggregatedEnabled: true, aggregatedHidden: true },
      { currency: 'BRL', name: 'Real', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
    ]);
    renderAt('/auth/sign-up', undefined, <CurrentPath />);
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
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(requests.find((request) => request.path === '/v1/user/auth/register')?.body).toEqual({
      email: 'new@example.com',
      password: 'goodpass1',
      currency: 'BRL',
    });
    expect(store.get(authAtom).isLogin).toBe(true);
  });
});

describe('forgot password', () => {
  it('sends a code, then resets with the code and a new password', async () => {
    serve((path) => json(200, path.endsWith('reset-code/send') || path.endsWith('password/reset') ? { ok: true } : {}));
    renderAt('/auth/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('If an account exists for p@example.com, we have sent it a code.')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'newpass12');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been changed. You can now sign in.')).toHaveFocus();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
    expect(requests.find((request) => request.path === '/v1/user/auth/password/reset-code/send')?.body).toEqual({
      email: 'p@example.com',
    });
    expect(requests.find((request) => request.path === '/v1/user/auth/password/reset')?.body).toEqual({
      email: 'p@example.com',
      code: '123456',
      newPassword: 'newpass12',
    });
  });

  it('asks for a password not used before when the platform refuses a reused one', async () => {
    const toasts = jest.fn();
    setNotifier(toasts);
    serve((path) =>
      path.endsWith('password/reset')
        ? json(400, { reason: 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS', message: 'used' })
        : json(200, { ok: true }),
    );
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
