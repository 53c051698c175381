import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, errorResponse, FAKE_SESSION, jsonResponse } from '@app/api/testing';
import { DEFAULT_ACCOUNT_SETTINGS } from '@app/contract';
import { i18n } from '@app/i18n';
import { accountSettingsAtom, authAtom, displayCurrencyAtom, localeAtom, store, themeAtom, userInfoAtom, walletAtom } from '@app/state';
import { bodiesTo, currentLocation, errorCode, pageTests, renderAccount, signIn, startApi, text, toasts } from './harness.tsx';

const PLAYER = {
  nickname: 'Ace',
  firstName: 'Ana',
  lastName: 'Silva',
  birthDate: '1990-04-05',
  phone: '+351 912 345 678',
  country: 'PT',
  kycLevel: 2,
  vipLevel: 3,
};

pageTests();

const details = () => screen.getByRole('region', { name: text('profile.detailsTitle') });
const detail = (label: string) => within(details()).getByText(label).closest('div');

/** The profile of PLAYER, signed in, with the nickname field showing the one the account holds. */
async function openNickname() {
  signIn({ userInfo: PLAYER });
  const api = startApi();
  renderAccount('/profile');
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: text('profile.nickname') });
  await waitFor(() => expect(field).toHaveValue('Ace'));
  return { api, user, field };
}

describe('the profile', () => {
  it("shows the player's details from the platform, with the verification and VIP levels", async () => {
    signIn({ userInfo: PLAYER });
    startApi();
    renderAccount('/profile');
    await screen.findByRole('region', { name: text('profile.detailsTitle') });
    expect(detail(text('profile.nickname'))).toHaveTextContent('Ace');
    expect(detail(text('profile.firstName'))).toHaveTextContent('Ana');
    expect(detail(text('profile.lastName'))).toHaveTextContent('Silva');
    expect(detail(text('profile.birthDate'))).toHaveTextContent('April 5, 1990');
    expect(detail(text('profile.phone'))).toHaveTextContent('+351 912 345 678');
    expect(detail(text('profile.country'))).toHaveTextContent('Portugal');
    expect(within(detail(text('profile.kycLevel')) as HTMLElement).getByRole('link')).toHaveTextContent(
      text('profile.kycLevelValue', { level: 2, name: text('kyc.levels.2') }),
    );
    expect(within(detail(text('profile.vipLevel')) as HTMLElement).getByRole('link')).toHaveAttribute('href', '/vip');
  });

  it.each([
    ['with a nickname', PLAYER],
    ['without a name yet', { nickname: null, firstName: null, lastName: null }],
  ])('shows the email address once, %s', async (_case, userInfo) => {
    signIn({ userInfo });
    startApi();
    renderAccount('/profile');
    await screen.findByRole('region', { name: text('profile.detailsTitle') });
    expect(screen.getAllByText('player@example.com')).toHaveLength(1);
  });

  it('says what the player has not given yet', async () => {
    signIn({ userInfo: { nickname: null, phone: null } });
    startApi();
    renderAccount('/profile');
    await screen.findByRole('region', { name: text('profile.detailsTitle') });
    expect(detail(text('profile.phone'))).toHaveTextContent(text('profile.notProvided'));
    expect(detail(text('profile.nickname'))).toHaveTextContent(text('profile.notProvided'));
  });

  it('offers to try again when the details cannot be loaded', async () => {
    signIn({ userInfo: PLAYER });
    const api = startApi();
    let calls = 0;
    api.use({
      [apiPath('/user/get')]: () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse({ userInfo: { ...store.get(userInfoAtom), ...PLAYER } });
      },
    });
    renderAccount('/profile');
    expect(await screen.findByText(text('profile.loadFailedTitle'))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('ui.retry') }));
    expect(await screen.findByRole('region', { name: text('profile.detailsTitle') })).toBeInTheDocument();
  });

  it('changes the nickname, and the new one shows everywhere', async () => {
    const { api, user, field } = await openNickname();
    await user.clear(field);
    await user.type(field, '  Lucky Ana ');
    await user.click(screen.getByRole('button', { name: text('profile.saveNickname') }));
    expect(await screen.findByText(text('profile.nicknameSaved'))).toBeInTheDocument();
    expect(bodiesTo(api, '/user/update')).toEqual([{ nickname: 'Lucky Ana' }]);
    expect(detail(text('profile.nickname'))).toHaveTextContent('Lucky Ana');
    expect(store.get(userInfoAtom)?.nickname).toBe('Lucky Ana');
  });

  it('refuses an empty nickname and sends nothing', async () => {
    const { api, user, field } = await openNickname();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: text('profile.saveNickname') }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(text('profile.errors.nicknameRequired'))));
    expect(bodiesTo(api, '/user/update')).toEqual([]);
  });
});

describe('the app settings', () => {
  it('switches the language (kept on the account too), the theme and the display currency as the header does', async () => {
    signIn({ userInfo: PLAYER });
    const api = startApi();
    renderAccount('/profile');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: text('preferences.language') }), 'vi');
    expect(store.get(localeAtom)).toBe('vi');
    expect(window.localStorage.getItem('locale')).toBe('vi');
    await waitFor(() => expect(bodiesTo(api, '/user/update')).toEqual([{ language: 'vi' }]));

    await user.click(screen.getByRole('radio', { name: text('preferences.dark') }));
    expect(store.get(themeAtom)).toBe('dark');
    expect(screen.getByRole('radio', { name: text('preferences.dark') })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: text('preferences.currency') }), 'EUR');
    expect(store.get(walletAtom).currency).toBe('EUR');
    expect(store.get(displayCurrencyAtom)).toBe('EUR');
    // Only the currencies the product uses are offered.
    expect(within(screen.getByRole('combobox', { name: text('preferences.currency') })).queryByRole('option', { name: /VND/ })).toBeNull();
  });

  it('keeps the new language in the app when the account cannot be updated, and says so', async () => {
    signIn({ userInfo: PLAYER });
    const api = startApi();
    api.use({ [apiPath('/user/update')]: () => errorResponse(500, 'INTERNAL_ERROR') });
    renderAccount('/profile');
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: text('preferences.language') }), 'tr');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      text('preferences.languageNotSaved', { reason: errorCode('INTERNAL_ERROR') }),
    );
    expect(store.get(localeAtom)).toBe('tr');
  });
});

describe('changing the password', () => {
  async function fill(current: string, next: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text('password.current')), current);
    await user.type(screen.getByLabelText(text('password.new')), next);
    await user.click(screen.getByRole('button', { name: text('password.submit') }));
    return user;
  }
  const rules = () => within(screen.getByRole('list', { name: text('password.rules') })).getAllByRole('listitem');

  it("ticks the operator's rules as the player types", async () => {
    signIn({ userInfo: PLAYER });
    startApi();
    renderAccount('/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text('password.new')), 'abc');
    expect(rules().map((rule) => rule.getAttribute('data-met'))).toEqual(['false', 'true', 'false']);
    await user.type(screen.getByLabelText(text('password.new')), 'defgh1');
    expect(rules().map((rule) => rule.getAttribute('data-met'))).toEqual(['true', 'true', 'true']);
    expect(rules()[0]).toHaveTextContent(text('password.rule.minCharacters', { n: 8 }));
  });

  it('changes it with the current one, says so and empties the form', async () => {
    signIn({ userInfo: PLAYER });
    const api = startApi({ password: 'Current-pass1' });
    renderAccount('/profile');
    await fill('Current-pass1', 'brand-new-9');
    expect(await screen.findByText(text('password.changedNote'))).toBeInTheDocument();
    expect(bodiesTo(api, '/user/account/update')).toEqual([{ currentPassword: 'Current-pass1', newPassword: 'brand-new-9' }]);
    expect(toasts).toContainEqual({ message: text('password.changed'), variant: 'success' });
    expect(screen.getByLabelText(text('password.current'))).toHaveValue('');
  });

  it('says beside the field when the current password is wrong, and puts the player there', async () => {
    signIn({ userInfo: PLAYER });
    startApi({ password: 'Current-pass1' });
    renderAccount('/profile');
    await fill('not-it-1', 'brand-new-9');
    const current = screen.getByLabelText(text('password.current'));
    await waitFor(() => expect(current).toHaveAccessibleDescription(text('password.errors.currentIncorrect')));
    expect(current).toHaveFocus();
    expect(toasts).toEqual([]);
  });

  it('refuses a password used before', async () => {
    signIn({ userInfo: PLAYER });
    startApi({ password: 'Current-pass1', previousPasswords: ['older-pass-1'] });
    renderAccount('/profile');
    await fill('Current-pass1', 'older-pass-1');
    await waitFor(() =>
      expect(screen.getByLabelText(text('password.new'))).toHaveAccessibleDescription(
        expect.stringContaining(text('password.errors.usedBefore')),
      ),
    );
  });

  it("shows the platform's stricter rules when it finds the password too weak", async () => {
    signIn({ userInfo: PLAYER });
    const strict = { ...DEFAULT_ACCOUNT_SETTINGS.passwordSettings, minUppercaseCharacters: 1 };
    startApi({ password: 'Current-pass1', accountSettings: { ...DEFAULT_ACCOUNT_SETTINGS, passwordSettings: strict } });
    renderAccount('/profile');
    await fill('Current-pass1', 'brand-new-9');
    await waitFor(() =>
      expect(screen.getByLabelText(text('password.new'))).toHaveAccessibleDescription(
        expect.stringContaining(text('password.errors.tooWeak')),
      ),
    );
    expect(store.get(accountSettingsAtom).passwordSettings).toEqual(strict);
    expect(rules()).toHaveLength(4);
  });

  it('sends nothing while the new password breaks a rule or repeats the current one', async () => {
    signIn({ userInfo: PLAYER });
    const api = startApi();
    renderAccount('/profile');
    await fill('Current-pass1', 'short');
    await waitFor(() =>
      expect(screen.getByLabelText(text('password.new'))).toHaveAccessibleDescription(
        expect.stringContaining(text('password.errors.weak')),
      ),
    );
    expect(bodiesTo(api, '/user/account/update')).toEqual([]);
  });
});

describe('leaving the profile', () => {
  it('links to the pages a player looks for from here', async () => {
    signIn({ userInfo: PLAYER });
    startApi();
    renderAccount('/profile');
    const links = within(await screen.findByRole('list', { name: text('links.accountTitle') })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/transactions',
      '/game/history',
      '/kyc',
      '/responsible-gambling',
      '/vip',
    ]);
    const about = within(screen.getByRole('list', { name: text('links.aboutTitle') })).getAllByRole('link');
    expect(about.map((link) => link.getAttribute('href'))).toEqual(['/about-us', '/terms', '/privacy']);
  });

  it('signs out on the platform and here, and goes home', async () => {
    signIn({ userInfo: PLAYER });
    const api = startApi();
    renderAccount('/profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: text('profile.signOut') }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(bodiesTo(api, '/user/auth/logout')).toEqual([{ refreshToken: FAKE_SESSION.refreshToken }]);
    expect(store.get(authAtom).isLogin).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
  });
});
