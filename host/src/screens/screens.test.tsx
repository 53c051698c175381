import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen.tsx';
import { MaintenanceScreen } from './MaintenanceScreen.tsx';
import { SecurityReminder } from './SecurityReminder.tsx';
import { countdownParts, secondsLeft } from './countdown.ts';
import { AppProviders } from '../App.tsx';
import { setupI18n } from '../__tests__/testUtils.tsx';
import { cmsConfigAtom, DEFAULT_CMS_CONFIG, initialOperator, operatorAtom, store } from '@app/state';

beforeAll(setupI18n);
beforeEach(() => store.set(operatorAtom, initialOperator));

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
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1, 0, 0, 0) });
    store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, support_email: 'help@example.com' });
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: '2030-01-02T01:01:05Z' });
    render(
      <AppProviders>
        <MaintenanceScreen reload={jest.fn()} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('We are currently performing system maintenance. We will be back shortly.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01Days01Hours01Minutes05Seconds');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('01Days01Hours01Minutes03Seconds');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('reloads the page once at zero', async () => {
    const start = Date.UTC(2030, 0, 1);
    jest.useFakeTimers({ now: start });
    store.set(operatorAtom, { ...initialOperator, isMaintenance: true, maintenanceEndTime: start + 3000 });
    const reload = jest.fn();
    render(
      <AppProviders>
        <MaintenanceScreen reload={reload} />
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
});

describe('the security reminder', () => {
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

  it('is not shown otherwise', () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <SecurityReminder />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the top-level error screen', () => {
  it("shows 'An error occurred', the message, Back to Home and Reload", () => {
    render(<ErrorScreen error={new Error('Boom in a page')} resetErrorBoundary={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Boom in a page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it("says 'Unknown error' when there is no message", () => {
    render(<ErrorScreen error={null} resetErrorBoundary={jest.fn()} />);
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
  });
});
