import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen.tsx';
import { MaintenanceScreen } from './MaintenanceScreen.tsx';
import { SecurityReminder } from './SecurityReminder.tsx';
import { Toasts } from './Toasts.tsx';
import { countdownParts, secondsLeft } from './countdown.ts';
import { pageLocation } from './pageLocation.ts';
import { notify } from '@app/api';
import { answer, apiPath, errorResponse, fakeApi, type FakeApi } from '@app/api/testing';
import { i18n } from '@app/i18n';
import vi from '@app/i18n/locales/vi/common.json';
import { AppProviders } from '../App.tsx';
import { setupI18n } from '../__tests__/testUtils.tsx';
import {
  accountSettingsAtom,
  cmsConfigAtom,
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_CMS_CONFIG,
  initialOperator,
  operatorAtom,
  store,
} from '@app/state';

const SETTINGS = apiPath('/user/operator/account-settings/get');
let api: FakeApi | undefined;
const paths = () => api?.calls.map((call) => call.path) ?? [];

beforeAll(setupI18n);
beforeEach(() => {
  store.set(operatorAtom, initialOperator);
  store.set(accountSettingsAtom, DEFAULT_ACCOUNT_SETTINGS);
});
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

describe('the countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = 1_000_000;
    expect(countdownParts(now + (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it('counts whole seconds and floors at 0', () => {
    expect(secondsLeft(10_999, 0)).toBe(10);
    expect(secondsLeft(0, 5000)).toBe(0);
    expect(countdownParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('the maintenance screen', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the translated title and text, a live countdown and the support link', async () => {
    jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1, 0, 0, 0) });
    store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, support_email: 'help@example.com' });
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: '2030-01-02T01:01:05Z' });
    render(
      <AppProviders>
        <MaintenanceScreen />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('We are currently performing system maintenance. We will be back shortly.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01Days01Hours01Minutes05Seconds');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('01Days01Hours01Minutes03Seconds');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left until maintenance ends');
    expect(screen.getByText('Maintenance ends in about 1 day, 1 hour, 1 minute.')).toBeInTheDocument();
  });

  it('reloads the page once at zero', async () => {
    const start = Date.UTC(2030, 0, 1);
    jest.useFakeTimers({ now: start });
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: start + 3000 });
    const reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    render(
      <AppProviders>
        <MaintenanceScreen />
      </AppProviders>,
    );
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(reload).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(reload).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00Days00Hours00Minutes00Seconds');
  });

  it('checks every 15 s whether service is back, and leaves maintenance when it is', async () => {
    jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: Date.UTC(2030, 0, 1, 2) });
    let back = false;
    const settings = answer('/user/operator/account-settings/get', { accountSettings: DEFAULT_ACCOUNT_SETTINGS });
    api = fakeApi({
      [SETTINGS]: (call) =>
        back ? settings(call) : errorResponse(503, 'MAINTENANCE', { meta: { status: 'maintain', endtime: '2030-01-01T02:00:00Z' } }),
    });
    render(
      <AppProviders>
        <MaintenanceScreen />
      </AppProviders>,
    );
    await act(() => jest.advanceTimersByTimeAsync(14_000));
    expect(paths()).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(paths()).toEqual([SETTINGS]);
    expect(store.get(operatorAtom).isMaintenance).toBe(true);
    back = true;
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(paths()).toHaveLength(2);
    expect(store.get(operatorAtom).isMaintenance).toBe(false);
  });

  it('shows no countdown when the operator gave no end time', () => {
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: null });
    render(
      <AppProviders>
        <MaintenanceScreen />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('the security reminder', () => {
  const renderReminder = () =>
    render(
      <AppProviders>
        <MemoryRouter>
          <SecurityReminder />
        </MemoryRouter>
      </AppProviders>,
    );

  it('appears when the password has expired and its Reset Password button goes to /auth/forgot-password', async () => {
    store.set(operatorAtom, { ...initialOperator, passwordExpired: true });
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/profile']}>
          <SecurityReminder />
          <Routes>
            <Route path="/profile" element={<p>profile page</p>} />
            <Route path="/auth/forgot-password" element={<p>forgot page</p>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Security reminder' });
    expect(dialog).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('forgot page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(operatorAtom).passwordExpired).toBe(false);
  });

  it('says how many days a password lasts; Close and Escape lower the flag; Tab stays inside', async () => {
    store.set(accountSettingsAtom, {
      ...DEFAULT_ACCOUNT_SETTINGS,
      securitySettings: { ...DEFAULT_ACCOUNT_SETTINGS.securitySettings, passwordExpiryDays: 90 },
    });
    store.set(operatorAtom, { ...initialOperator, passwordExpired: true });
    renderReminder();
    const dialog = screen.getByRole('dialog', { name: 'Security reminder' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/passwords must be changed every 90 days/);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(operatorAtom).passwordExpired).toBe(false);

    act(() => store.set(operatorAtom, { ...initialOperator, passwordExpired: true }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(operatorAtom).passwordExpired).toBe(false);
  });

  it('is not shown otherwise', () => {
    renderReminder();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the top-level error screen', () => {
  it("shows 'An error occurred', the message, Back to Home and Reload", () => {
    render(<ErrorScreen error={new Error('Boom in a page')} resetErrorBoundary={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Boom in a page')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurredBoom in a page');
  });

  it('Back to Home goes to / and Reload reloads the page', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    render(<ErrorScreen error={new Error('Boom')} resetErrorBoundary={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is translated, and falls back to English when the translations are not ready', async () => {
    i18n.addResourceBundle('vi', 'common', vi);
    await act(() => i18n.changeLanguage('vi'));
    try {
      const { unmount } = render(<ErrorScreen error={null} resetErrorBoundary={jest.fn()} />);
      expect(screen.getByRole('heading', { name: vi.error.title })).toBeInTheDocument();
      expect(screen.getByText(vi.error.unknown)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: vi.error.reload })).toBeInTheDocument();
      unmount();

      jest.replaceProperty(i18n, 'isInitialized', false);
      render(<ErrorScreen error={null} resetErrorBoundary={jest.fn()} />);
      expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
      expect(screen.getByText('Unknown error')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("says 'Unknown error' when there is no message", () => {
    render(<ErrorScreen error={null} resetErrorBoundary={jest.fn()} />);
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
  });
});

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  const renderPageWithToasts = () =>
    render(
      <AppProviders>
        <Toasts>
          <p>page</p>
        </Toasts>
      </AppProviders>,
    );

  it("shows what the API client announces in the theme's colours and closes it after 3000 ms", async () => {
    jest.useFakeTimers();
    renderPageWithToasts();
    act(() => notify('Payment deposit settled: 10.00 USD', 'success'));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Payment deposit settled: 10.00 USD');
    expect(toast).toHaveClass('toast', 'toast--success');
    expect(toast.closest('.toasts')).toHaveClass('notistack-SnackbarContainer');
    act(() => notify('Something failed', 'error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something failed');
    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Payment deposit settled: 10.00 USD')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByText('Payment deposit settled: 10.00 USD')).not.toBeInTheDocument());
  });

  it('loads the toast stack only when a toast is asked for, then shows every toast asked for meanwhile', async () => {
    renderPageWithToasts();
    expect(document.querySelector('.toasts')).toBeNull();
    act(() => {
      notify('First', 'info');
      notify('Second', 'warning');
    });
    const second = await screen.findByRole('alert');
    expect(second).toHaveTextContent('Second');
    expect(screen.getByRole('status')).toHaveTextContent('First');
    expect(document.querySelectorAll('.toast')).toHaveLength(2);
  });
});
