import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AccountSettings } from '@app/contract';
import { ACCOUNT_SETTINGS_GROUPS, STRICT_ACCOUNT_SETTINGS } from '@app/contract/testing';
import { queryClient } from '@app/api';
import { apiPath, configRoutes, fakeApi, jsonResponse, type FakeApi } from '@app/api/testing';
import {
  accountSettingsAtom,
  configAtom,
  DEFAULT_ACCOUNT_SETTINGS,
  initialConfig,
  initialOperator,
  operatorAtom,
  restorePersistedState,
  store,
} from '@app/state';
import { AppProviders } from '../App.tsx';
import { SecurityReminder } from '../screens/SecurityReminder.tsx';
import { renderAt, setupI18n } from '../__tests__/testUtils.tsx';
import { useStartupQueries } from './queries.ts';

function without(group: (typeof ACCOUNT_SETTINGS_GROUPS)[number]): Partial<AccountSettings> {
  const sent: Partial<AccountSettings> = { ...STRICT_ACCOUNT_SETTINGS };
  delete sent[group];
  return sent;
}

let api: FakeApi | undefined;
function serveSettings(accountSettings: unknown) {
  api = fakeApi({
    ...configRoutes(),
    [apiPath('/user/operator/account-settings/get')]: () => jsonResponse({ accountSettings }),
  });
}

function Queries() {
  useStartupQueries();
  return null;
}

beforeAll(setupI18n);
beforeEach(() => {
  store.set(configAtom, initialConfig);
  store.set(operatorAtom, initialOperator);
  queryClient.clear();
});
afterEach(() => api?.restore());

describe('a partial account-settings answer', () => {
  it.each(ACCOUNT_SETTINGS_GROUPS)("without %s: that group takes the spec's defaults, the rest is the operator's", async (missing) => {
    serveSettings(without(missing));
    const { unmount } = render(
      <AppProviders>
        <Queries />
      </AppProviders>,
    );
    await waitFor(() =>
      expect(store.get(accountSettingsAtom)).toEqual({ ...STRICT_ACCOUNT_SETTINGS, [missing]: DEFAULT_ACCOUNT_SETTINGS[missing] }),
    );
    unmount();
  });

  it('without passwordSettings: sign-up shows the default rules (8 characters, a lowercase letter, a digit)', async () => {
    serveSettings(without('passwordSettings'));
    renderAt('/auth/sign-up', undefined, <Queries />);
    await waitFor(() => expect(store.get(accountSettingsAtom).securitySettings.passwordExpiryDays).toBe(90));
    const rules = await screen.findByRole('list', { name: 'Password requirements' });
    expect(rules).toHaveTextContent('At least 8 characters');
    expect(rules).toHaveTextContent('At least 1 lowercase letter');
    expect(rules).toHaveTextContent('At least 1 digit');
  });

  it('with only some password fields: the reset opens, with the sent length and the default others', async () => {
    serveSettings({ passwordSettings: { minCharacters: 10 } });
    renderAt('/auth/forgot-password', undefined, <Queries />);
    await waitFor(() => expect(store.get(accountSettingsAtom).passwordSettings.minCharacters).toBe(10));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(store.get(accountSettingsAtom).passwordSettings).toEqual({ ...DEFAULT_ACCOUNT_SETTINGS.passwordSettings, minCharacters: 10 });
  });

  it('without securitySettings: the security reminder opens', async () => {
    serveSettings(without('securitySettings'));
    render(
      <AppProviders>
        <Queries />
        <MemoryRouter>
          <SecurityReminder />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(store.get(accountSettingsAtom).gameSettings.minGameKycLevel).toBe(1));
    act(() => store.set(operatorAtom, { ...initialOperator, passwordExpired: true }));
    expect(await screen.findByRole('dialog', { name: 'Security reminder' })).toBeInTheDocument();
  });

  it('a stored config from before, with partial settings, is read whole after a reload', async () => {
    const storage = new Map<string, string>([['config', JSON.stringify({ ...initialConfig, accountSettings: { gameSettings: {} } })]]);
    await restorePersistedState({
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    });
    expect(store.get(accountSettingsAtom)).toEqual(DEFAULT_ACCOUNT_SETTINGS);
  });
});
