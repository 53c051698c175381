import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifier } from '@app/api';
import { apiPath, authRoutes, errorResponse, fakeApi, type FakeApi } from '@app/api/testing';
import { i18n } from '@app/i18n';
import errorCodes from '@app/i18n/locales/en/error_codes.json';
import {
  accountSettingsAtom,
  authAtom,
  currencyListAtom,
  DEFAULT_ACCOUNT_SETTINGS,
  endSession,
  sessionEndedAtom,
  signedOut,
  store,
} from '@app/state';
import { currentLocation, renderAt, setupI18n, signIn } from '../../__tests__/testUtils.tsx';

// The auth screens and the error catalogue (spec section 8): a coded refusal is a toast, not a
// line in the form; the failures each screen explains itself stay in the form; and a session the
// platform ended brings the player to the sign-in screen, which says why.

jest.setTimeout(20_000);

let api: FakeApi | undefined;
const toasts = jest.fn<void, [string, string]>();

beforeAll(async () => {
  await setupI18n();
  i18n.addResourceBundle('en', 'error_codes', errorCodes);
});
beforeEach(() => {
  toasts.mockReset();
  setNotifier(toasts);
  store.set(authAtom, signedOut);
  store.set(sessionEndedAtom, null);
  store.set(accountSettingsAtom, DEFAULT_ACCOUNT_SETTINGS);
});
afterEach(() => api?.restore());

async function submitSignIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong1234');
  await userEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0] as HTMLElement);
}

describe('a coded refusal on an auth screen is a toast', () => {
  it('sign-in: wrong credentials are toasted, and the form shows no second message', async () => {
    api = fakeApi({ [apiPath('/user/auth/login')]: () => errorResponse(401, 'INVALID_CREDENTIALS', { message: 'bad' }) });
    renderAt('/auth/sign-in');
    await submitSignIn();
    await waitFor(() => expect(toasts).toHaveBeenCalledWith('The email or password is incorrect.', 'error'));
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sign-in: a locked account is still explained in the form, with no toast', async () => {
    api = fakeApi({ [apiPath('/user/auth/login')]: () => errorResponse(423, 'USER_LOCKED', { message: 'locked' }) });
    renderAt('/auth/sign-in');
    await submitSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is locked. Please try again later.');
    expect(toasts).not.toHaveBeenCalled();
  });

  it('sign-in: no answer at all is a toast too', async () => {
    api = fakeApi({ [apiPath('/user/auth/login')]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAt('/auth/sign-in');
    await submitSignIn();
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(errorCodes.NETWORK_ERROR, 'error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sign-up: a refused registration is toasted', async () => {
    store.set(currencyListAtom, [{ currency: 'USD', name: 'US Dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false }]);
    api = fakeApi({
      ...authRoutes(),
      [apiPath('/user/auth/register')]: () => errorResponse(409, 'REGISTRATION_REJECTED', { message: 'no' }),
    });
    renderAt('/auth/sign-up');
    await userEvent.type(await screen.findByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'goodpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(errorCodes.REGISTRATION_REJECTED, 'error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forgot password: a wrong code is toasted', async () => {
    api = fakeApi({
      ...authRoutes(),
      [apiPath('/user/auth/password/reset')]: () => errorResponse(400, 'INVALID_CODE', { message: 'bad code' }),
    });
    renderAt('/auth/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'newpass12');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(errorCodes.INVALID_CODE, 'error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a session the platform ended', () => {
  it.each(['SESSION_REVOKED', 'TOKEN_INVALID', 'UNAUTHORIZED'] as const)(
    '%s: the player is taken to sign-in, which says why, and returns where they were after signing in',
    async (reason) => {
      signIn();
      api = fakeApi(authRoutes());
      renderAt('/transactions');
      await screen.findByRole('heading', { name: 'wallet:Transactions' });
      act(() => endSession(reason));
      await waitFor(() => expect(currentLocation()).toMatch('/auth/sign-in'));
      expect(await screen.findByRole('alert')).toHaveTextContent(errorCodes[reason]);

      await userEvent.type(await screen.findByLabelText('Email'), 'p@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'secret123');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(currentLocation()).toMatch('/transactions'));
      expect(store.get(sessionEndedAtom)).toBeNull();
    },
  );

  it('on a page open to visitors, still goes to sign-in and says why', async () => {
    signIn();
    renderAt('/casino');
    await screen.findByRole('heading', { name: 'casino:Casino' });
    act(() => endSession('SESSION_REVOKED'));
    await waitFor(() => expect(currentLocation()).toMatch('/auth/sign-in'));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorCodes.SESSION_REVOKED);
  });
});
