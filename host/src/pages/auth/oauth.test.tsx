import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, errorResponse, fakeApi, FAKE_SESSION, jsonResponse, type FakeApi } from '@app/api/testing';
import { authAtom, currencyListAtom, initialWallet, signedOut, store, walletAtom } from '@app/state';
import { currentPath, renderAt, setupI18n } from '../../__tests__/testUtils.tsx';
import { browser } from './oauth.ts';

let api: FakeApi | undefined;
const PROVIDERS = apiPath('/user/auth/oauth/providers');
const START = apiPath('/user/auth/oauth/start');
const FINISH = apiPath('/user/auth/oauth');
const AUTHORIZATION_URL = 'https://id.example.com/authorize?client_id=platform&state=state-1';
const bodiesTo = (path: string) => api?.callsTo(path).map((call) => call.body) ?? [];

const routes = {
  [PROVIDERS]: () => jsonResponse({ providers: [{ id: 'local', name: 'Local ID' }] }),
  [START]: () => jsonResponse({ authorizationUrl: AUTHORIZATION_URL, state: 'state-1' }),
  [FINISH]: () => jsonResponse(FAKE_SESSION),
};

beforeAll(setupI18n);
beforeEach(() => {
  store.set(authAtom, signedOut);
  window.sessionStorage.clear();
});
afterEach(() => api?.restore());

describe('signing in with an identity provider', () => {
  it('offers no provider button when the operator has none', async () => {
    api = fakeApi({ [PROVIDERS]: () => jsonResponse({ providers: [] }) });
    renderAt('/auth/sign-in');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(api?.callsTo(PROVIDERS)).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Other ways to sign in' })).not.toBeInTheDocument();
  });

  it('starts at the provider from the sign-in screen, keeping the state and the page to return to', async () => {
    api = fakeApi(routes);
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderAt('/transactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Local ID' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(bodiesTo(START)).toEqual([{ provider: 'local', redirectUri: `${window.location.origin}/auth/oauth/callback` }]);
    expect(JSON.parse(window.sessionStorage.getItem('oauth.pending') ?? '{}')).toEqual({ state: 'state-1', returnTo: '/transactions' });
    go.mockRestore();
  });

  it('passes the currency chosen on the sign-up screen', async () => {
    api = fakeApi(routes);
    store.set(currencyListAtom, [{ currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false }]);
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderAt('/auth/sign-up');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Local ID' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(bodiesTo(START)).toEqual([expect.objectContaining({ provider: 'local', currency: 'EUR' })]);
    expect(JSON.parse(window.sessionStorage.getItem('oauth.pending') ?? '{}')).toMatchObject({ currency: 'EUR' });
    go.mockRestore();
  });

  it('says why a sign-in could not start', async () => {
    api = fakeApi({
      ...routes,
      [START]: () => errorResponse(502, 'OAUTH_PROVIDER_UNAVAILABLE', { message: 'The provider cannot be reached' }),
    });
    renderAt('/auth/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Local ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider cannot be reached');
    expect(screen.getByRole('button', { name: 'Continue with Local ID' })).toBeEnabled();
  });

  it('finishes the sign-in this tab started and goes where the player was headed', async () => {
    api = fakeApi(routes);
    window.sessionStorage.setItem('oauth.pending', JSON.stringify({ state: 'state-1', returnTo: '/transactions' }));
    renderAt('/auth/oauth/callback?code=code-1&state=state-1&iss=https%3A%2F%2Fid.example.com');
    await waitFor(() => expect(currentPath()).toMatch('/transactions'));
    expect(bodiesTo(FINISH)).toEqual([{ code: 'code-1', state: 'state-1', iss: 'https://id.example.com' }]);
    expect(store.get(authAtom)).toMatchObject({ isLogin: true, accessToken: FAKE_SESSION.accessToken });
    expect(window.sessionStorage.getItem('oauth.pending')).toBeNull();
  });

  const TWO_CURRENCIES = [
    { currency: 'USD', name: 'US Dollar', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
    { currency: 'EUR', name: 'Euro', decimals: 2, aggregatedEnabled: true, aggregatedHidden: false },
  ];
  const finishWithEuros = () => jsonResponse({ ...FAKE_SESSION, user: { ...FAKE_SESSION.user, currency: 'EUR' } });

  it("finishing a sign-up started with a chosen currency selects the account's currency", async () => {
    store.set(currencyListAtom, TWO_CURRENCIES);
    store.set(walletAtom, { ...initialWallet, currency: 'USD' });
    api = fakeApi({ ...routes, [FINISH]: finishWithEuros });
    window.sessionStorage.setItem('oauth.pending', JSON.stringify({ state: 'state-up', returnTo: '/', currency: 'EUR' }));
    renderAt('/auth/oauth/callback?code=code-1&state=state-up');
    await waitFor(() => expect(store.get(authAtom).isLogin).toBe(true));
    expect(store.get(walletAtom).currency).toBe('EUR');
  });

  it('finishing a sign-in (not a sign-up) leaves the selected currency as it is', async () => {
    store.set(currencyListAtom, TWO_CURRENCIES);
    store.set(walletAtom, { ...initialWallet, currency: 'USD' });
    api = fakeApi({ ...routes, [FINISH]: finishWithEuros });
    window.sessionStorage.setItem('oauth.pending', JSON.stringify({ state: 'state-in', returnTo: '/' }));
    renderAt('/auth/oauth/callback?code=code-1&state=state-in');
    await waitFor(() => expect(store.get(authAtom).isLogin).toBe(true));
    expect(store.get(walletAtom).currency).toBe('USD');
  });

  it('refuses a sign-in this tab did not start, without asking the platform', async () => {
    api = fakeApi(routes);
    window.sessionStorage.setItem('oauth.pending', JSON.stringify({ state: 'state-1', returnTo: '/' }));
    renderAt('/auth/oauth/callback?code=code-1&state=someone-elses-state');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in was not started in this window');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in not finished' })).toBeInTheDocument();
    expect(api.callsTo(FINISH)).toHaveLength(0);
    expect(store.get(authAtom).isLogin).toBe(false);
  });

  it('says when the player cancelled at the provider, and when the platform refuses', async () => {
    api = fakeApi({
      ...routes,
      [FINISH]: () => errorResponse(409, 'OAUTH_EMAIL_NOT_VERIFIED', { message: 'The address is not verified' }),
    });
    window.sessionStorage.setItem('oauth.pending', JSON.stringify({ state: 'state-2', returnTo: '/' }));
    const cancelled = renderAt('/auth/oauth/callback?error=access_denied&state=state-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in was cancelled');
    cancelled.unmount();

    window.sessionStorage.setItem('oauth.pending', JSON.stringify({ state: 'state-3', returnTo: '/' }));
    renderAt('/auth/oauth/callback?code=code-3&state=state-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('The address is not verified');
    expect(store.get(authAtom).isLogin).toBe(false);
  });
});
