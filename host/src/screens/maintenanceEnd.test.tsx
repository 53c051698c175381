import { act, render, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { answer, apiPath, configRoutes, errorResponse, fakeApi, userRoutes, walletRoutes, type FakeApi } from '@app/api/testing';
import {
  authAtom,
  balancesKnownAtom,
  currencyListAtom,
  DEFAULT_ACCOUNT_SETTINGS,
  initialOperator,
  initialWallet,
  leaveMaintenance,
  operatorAtom,
  signedOut,
  store,
  walletAtom,
} from '@app/state';
import { AppProviders } from '../App.tsx';
import { setupI18n, signIn } from '../__tests__/testUtils.tsx';
import { useStartupQueries } from '../startup/queries.ts';
import { useRefetchAfterMaintenance } from '../startup/afterMaintenance.ts';
import { MaintenanceScreen } from './MaintenanceScreen.tsx';
import { pageLocation } from './pageLocation.ts';

// The end of maintenance (spec section 2: at zero the page reloads itself), as it goes when the
// server still answers maintenance after the end time (an overrun, a phone's clock ahead): one
// reload, then the screen asks again with a growing wait, never reloading in a loop; and once the
// platform is back, the start-up calls run again so that the app is whole without a reload.

const SETTINGS = apiPath('/user/operator/account-settings/get');
const START = Date.UTC(2030, 0, 1);
let api: FakeApi | undefined;
const settingsCalls = () => api?.callsTo(SETTINGS).length ?? 0;
const stillDown = (endtime: string) => () => errorResponse(503, 'MAINTENANCE', { meta: { status: 'maintain', endtime } });

function renderScreen() {
  return render(
    <AppProviders>
      <MaintenanceScreen />
    </AppProviders>,
  );
}

beforeAll(setupI18n);
beforeEach(() => {
  sessionStorage.clear();
  store.set(operatorAtom, initialOperator);
  store.set(authAtom, signedOut);
});
afterEach(() => {
  api?.restore();
  api = undefined;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('at the end of maintenance', () => {
  it('reloads once for an end time already past, and not again on the page the reload opens', async () => {
    jest.useFakeTimers({ now: START });
    const reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const past = new Date(START - 60_000).toISOString();
    api = fakeApi({ [SETTINGS]: stillDown(past) });
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: past });
    const first = renderScreen();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    // The reloaded page: the server still answers maintenance with the same end time.
    renderScreen();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after zero, asks again 5 s, 10 s, 20 s, 40 s, then every 60 s apart, without reloading', async () => {
    jest.useFakeTimers({ now: START });
    const reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const end = new Date(START + 3000).toISOString();
    api = fakeApi({ [SETTINGS]: stillDown(end) });
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: end });
    renderScreen();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(reload).toHaveBeenCalledTimes(1);
    const counts: number[] = [];
    for (const wait of [5000, 10_000, 20_000, 40_000, 60_000, 60_000]) {
      await act(() => jest.advanceTimersByTimeAsync(wait - 1));
      counts.push(settingsCalls());
      await act(() => jest.advanceTimersByTimeAsync(1));
      counts.push(settingsCalls());
    }
    expect(counts).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(operatorAtom).isMaintenance).toBe(true);
  });

  it('leaves maintenance when a check after zero is answered', async () => {
    jest.useFakeTimers({ now: START });
    jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const past = new Date(START - 1000).toISOString();
    let back = false;
    const settings = answer('/user/operator/account-settings/get', { accountSettings: DEFAULT_ACCOUNT_SETTINGS });
    api = fakeApi({ [SETTINGS]: (call) => (back ? settings(call) : stillDown(past)()) });
    sessionStorage.setItem('maintenance-reloaded', String(Date.parse(past)));
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: past });
    renderScreen();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(store.get(operatorAtom).isMaintenance).toBe(true);
    back = true;
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(store.get(operatorAtom).isMaintenance).toBe(false);
  });

  it('a later end time from a check counts down again and reloads once at its own zero', async () => {
    jest.useFakeTimers({ now: START });
    const reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const past = new Date(START - 1000).toISOString();
    const later = new Date(START + 30_000).toISOString();
    api = fakeApi({ [SETTINGS]: stillDown(later) });
    sessionStorage.setItem('maintenance-reloaded', String(Date.parse(past)));
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: past });
    renderScreen();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(store.get(operatorAtom).maintenanceEndTime).toBe(later);
    expect(reload).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(25_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('leaving maintenance', () => {
  function Startup() {
    useStartupQueries();
    useRefetchAfterMaintenance();
    useQueryClient();
    return null;
  }

  it('runs the start-up calls again: balance, user info, currencies and account settings', async () => {
    signIn();
    store.set(currencyListAtom, []);
    store.set(walletAtom, initialWallet);
    store.set(balancesKnownAtom, false);
    let down = true;
    const up = {
      ...configRoutes(),
      ...walletRoutes({ balances: [{ currency: 'USD', cash: '25.00', operatorBonus: '0' }] }),
      ...userRoutes(),
    };
    const routes = Object.fromEntries(
      Object.entries(up).map(([path, route]) => [
        path,
        (call: Parameters<typeof route>[0]) => (down ? stillDown('2030-01-01T00:00:00Z')() : route(call)),
      ]),
    );
    api = fakeApi(routes);
    render(
      <AppProviders>
        <Startup />
      </AppProviders>,
    );
    await waitFor(() => expect(store.get(operatorAtom).isMaintenance).toBe(true));
    await waitFor(() => expect(api?.callsTo(apiPath('/user/get'))).toHaveLength(1));
    expect(store.get(balancesKnownAtom)).toBe(false);

    down = false;
    act(() => leaveMaintenance());
    await waitFor(() => expect(store.get(balancesKnownAtom)).toBe(true));
    await waitFor(() => expect(store.get(currencyListAtom).length).toBeGreaterThan(0));
    expect(store.get(walletAtom).balances).toEqual([{ currency: 'USD', cash: '25.00', operatorBonus: '0' }]);
    for (const path of ['/wallet/balances/list', '/user/get', '/wallet/currencies/get', '/user/operator/account-settings/get'] as const) {
      expect(api.callsTo(apiPath(path))).toHaveLength(2);
    }
  });
});
