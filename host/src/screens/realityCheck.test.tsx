import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RgSession } from '@app/contract';
import { setNotifier } from '@app/api';
import { apiPath, authRoutes, fakeApi, type FakeApi, jsonResponse, renderArea } from '@app/api/testing';
import { authAtom, store } from '@app/state';
import { AppProviders } from '../App.tsx';
import { currentPath, setupI18n, signIn } from '../__tests__/testUtils.tsx';
import { formatPlayed, nextReminderAt, playedTime } from './realityCheck.ts';
import { RealityCheck } from './RealityCheck.tsx';

const START = Date.UTC(2030, 0, 1, 12, 0);
const MINUTE = 60_000;
const SESSION = '/user/responsible-gambling/session/get';

describe('when the reality check speaks', () => {
  it('counts whole intervals from the start of the session, not from the page load', () => {
    expect(nextReminderAt(START, 30, START)).toBe(START + 30 * MINUTE);
    expect(nextReminderAt(START, 30, START + 29 * MINUTE)).toBe(START + 30 * MINUTE);
    expect(nextReminderAt(START, 30, START + 30 * MINUTE)).toBe(START + 60 * MINUTE);
    expect(nextReminderAt(START, 60, START + 135 * MINUTE)).toBe(START + 180 * MINUTE);
  });

  it('says the time played in hours and minutes in the player language', () => {
    expect(playedTime(START, START + 65 * MINUTE + 59_000)).toEqual({ hours: 1, minutes: 5 });
    expect(formatPlayed('en', { hours: 1, minutes: 5 })).toBe('1 hour, 5 minutes');
    expect(formatPlayed('en', { hours: 0, minutes: 30 })).toBe('30 minutes');
    expect(formatPlayed('en', { hours: 2, minutes: 0 })).toBe('2 hours');
    expect(formatPlayed('es', { hours: 1, minutes: 5 })).toBe('1 hora y 5 minutos');
  });
});

describe('the reality check', () => {
  let api: FakeApi;
  let toasts: Array<{ message: string; variant: string }>;
  let session: RgSession;

  beforeAll(setupI18n);
  beforeEach(() => {
    jest.useFakeTimers({ now: START + 10 * MINUTE, advanceTimers: true });
    signIn();
    toasts = [];
    setNotifier((message, variant) => toasts.push({ message, variant }));
    session = {
      startedAt: new Date(START).toISOString(),
      endsAt: null,
      reminderMinutes: 30,
      results: [{ currency: 'USD', staked: '40.00', returned: '27.50', net: '-12.50' }],
    };
    // The access token is refreshed as the hour goes by, as it is in the app.
    api = fakeApi({ ...authRoutes(), [apiPath(SESSION)]: () => jsonResponse(session) });
  });
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  const renderCheck = () => renderArea('/casino', <RealityCheck />, { providers: AppProviders });

  it('shows the time played and the result at each interval, and keeps quiet in between', async () => {
    renderCheck();
    await act(() => jest.advanceTimersByTimeAsync(19 * MINUTE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(MINUTE));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveAccessibleDescription('You have been playing for 30 minutes.');
    expect(within(dialog).getByText('Result in USD')).toBeInTheDocument();
    expect(within(dialog).getByText('-$12.50')).toBeInTheDocument();

    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    session = { ...session, results: [] };
    await act(() => jest.advanceTimersByTimeAsync(30 * MINUTE));
    const next = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(next).toHaveAccessibleDescription('You have been playing for 1 hour.');
    expect(within(next).getByText('You have not placed any bets in this session.')).toBeInTheDocument();
  });

  it('signs the player out when they choose to stop', async () => {
    renderCheck();
    await act(() => jest.advanceTimersByTimeAsync(19 * MINUTE));
    await act(() => jest.advanceTimersByTimeAsync(MINUTE));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(within(dialog).getByRole('button', { name: 'Stop and sign out' }));
    await waitFor(() => expect(store.get(authAtom).isLogin).toBe(false));
    expect(api.callsTo(apiPath('/user/auth/logout'))).toHaveLength(1);
    expect(currentPath()).toMatch(/^\/$/);
  });

  it('warns five minutes before a session-time limit and signs the player out when it is reached', async () => {
    session = { ...session, reminderMinutes: null, endsAt: new Date(START + 60 * MINUTE).toISOString() };
    renderCheck();
    await act(() => jest.advanceTimersByTimeAsync(44 * MINUTE));
    expect(toasts).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(MINUTE));
    expect(toasts).toEqual([{ message: 'Your session-time limit ends this session in 5 minutes.', variant: 'warning' }]);
    expect(store.get(authAtom).isLogin).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(5 * MINUTE));
    expect(store.get(authAtom).isLogin).toBe(false);
    expect(toasts.at(-1)?.message).toBe('Your session-time limit has been reached, so you have been signed out. Take a break.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
