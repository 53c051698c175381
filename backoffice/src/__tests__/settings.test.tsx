import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ACCOUNT_SETTINGS, ROLE_PERMISSIONS, type AccountSettings, type OperatorPaymentChannel } from '@app/contract';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { fakeOperatorApi, memoryStorage, refused, type Recorded } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
afterEach(() => jest.restoreAllMocks());

type Answer = Parameters<typeof fakeOperatorApi>[0][string];

/** The settings calls over values kept in memory, changed by each save as the server changes them. */
function settingsApi(role: string) {
  let maintenance: { enabled: boolean; startTime: string | null; endTime: string | null } = {
    enabled: false,
    startTime: null,
    endTime: null,
  };
  let accountSettings: AccountSettings = structuredClone(DEFAULT_ACCOUNT_SETTINGS);
  let rates: Record<string, string> = { USD: '1', EUR: '0.92', BRL: '5.5' };
  const ratesAnswer = () => ({ body: { baseCurrency: 'USD', exchangeRates: rates, updatedAt: '2026-11-20T10:00:00.000Z' } });
  const channel = (currency: string, direction: 'deposit' | 'withdraw', kind: 'fiat' | 'bank_card', position: number) => ({
    channelId: `${currency.toLowerCase()}-${kind.replace('_', '-')}-${direction}`,
    name: kind === 'fiat' ? 'Demo Pay' : 'Bank card',
    kind,
    direction,
    currency,
    decimals: currency === 'VND' ? 0 : 2,
    enabled: true,
    minAmount: currency === 'VND' ? '100000' : '10.00',
    maxAmount: currency === 'VND' ? '200000000' : '5000.00',
    feePercent: '0',
    feeFixed: currency === 'VND' ? '0' : '0.00',
    eta: 'instant' as const,
    position,
  });
  let channels: OperatorPaymentChannel[] = ['USD', 'VND'].flatMap((currency) =>
    (['deposit', 'withdraw'] as const).flatMap((direction) => [
      channel(currency, direction, 'fiat', 1),
      channel(currency, direction, 'bank_card', 2),
    ]),
  );
  const answers: Record<string, Answer> = {
    '/operator/staff/session': {
      body: { actor: { kind: 'staff', staffId: '1', email: `${role}@b.example`, role }, idleExpiresAt: 'x', expiresAt: 'y' },
    },
    '/operator/health': { body: { ok: true, version: '1' } },
    '/operator/maintenance/get': () => ({ body: { maintenance } }),
    '/operator/maintenance/set': (body) => {
      maintenance = body.enabled
        ? { enabled: true, startTime: body.startTime ? String(body.startTime) : null, endTime: String(body.endTime) }
        : { enabled: false, startTime: null, endTime: null };
      return { body: { maintenance } };
    },
    '/operator/account-settings/get': () => ({ body: { accountSettings } }),
    '/operator/account-settings/update': (body) => {
      const patch = body as Partial<Record<keyof AccountSettings, Record<string, unknown>>>;
      accountSettings = {
        passwordSettings: { ...accountSettings.passwordSettings, ...patch.passwordSettings },
        securitySettings: { ...accountSettings.securitySettings, ...patch.securitySettings },
        gameSettings: { ...accountSettings.gameSettings, ...patch.gameSettings },
        paymentSettings: { ...accountSettings.paymentSettings, ...patch.paymentSettings },
      };
      return { body: { accountSettings } };
    },
    '/operator/exchange-rates/get': ratesAnswer,
    '/operator/exchange-rates/set': (body) => {
      const sent = body.rates as Record<string, string>;
      if (Object.keys(sent).some((code) => !['EUR', 'BRL', 'GBP'].includes(code))) return refused(400, 'CURRENCY_NOT_AVAILABLE');
      rates = { ...rates, ...sent };
      return ratesAnswer();
    },
    '/operator/oidc-providers/list': { body: { providers: [] } },
    '/operator/payment-channels/list': () => ({ body: { channels } }),
    '/operator/payment-channels/set': (body) => {
      const { channelId, position, currency: _currency, ...patch } = body as Partial<OperatorPaymentChannel> & { channelId: string };
      if (patch.maxAmount === '9999') return refused(400, 'VALIDATION_FAILED');
      const found = channels.find((entry) => entry.channelId === channelId)!;
      const changed = { ...found, ...patch, ...(position ? { position } : {}) };
      channels = channels.map((entry) => {
        if (entry.channelId === channelId) return changed;
        const sameGroup = entry.currency === found.currency && entry.direction === found.direction;
        return sameGroup && position ? { ...entry, position: found.position } : entry;
      });
      channels.sort((a, b) => a.position - b.position);
      return { body: { channel: changed } };
    },
  };
  return answers;
}

function settingsAt(role: string, path: string, extra: Record<string, Answer> = {}) {
  window.history.pushState({}, '', `/backoffice${path}`);
  const storage = memoryStorage();
  storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: `${role}@b.example`, role } }));
  const api = fakeOperatorApi({ ...settingsApi(role), ...extra });
  render(<App storage={storage} />);
  return api;
}

const callsTo = (calls: Recorded[], path: string) => calls.filter((call) => call.path === path);

/** The description of a field, as a screen reader reads it with the field. */
function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the settings pages', () => {
  it('opens on maintenance and lists the sections the owner may use', async () => {
    settingsAt('owner', '/settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Maintenance' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/backoffice/settings/maintenance');
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Maintenance',
      'Account settings',
      'Exchange rates',
      'Payment channels',
      'VIP and rewards',
      'Identity providers',
      'Sportsbook',
    ]);
    expect(within(sections).getByRole('link', { name: 'Maintenance' })).toHaveAttribute('aria-current', 'page');
  });

  it('schedules maintenance until a chosen time, refusing a missing or past end time first', async () => {
    const user = userEvent.setup();
    const { calls } = settingsAt('owner', '/settings/maintenance');
    expect(await screen.findByTestId('maintenance-state')).toHaveTextContent('Off');

    await user.click(screen.getByRole('radio', { name: 'On from now until the end time' }));
    const endTime = screen.getByLabelText('Ends at');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose when maintenance ends.')).toBeInTheDocument();
    expect(describedText(endTime)).toContain('Choose when maintenance ends.');
    expect(endTime).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(endTime, { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/maintenance/set')).toHaveLength(0);

    fireEvent.change(endTime, { target: { value: '2030-05-01T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, '/operator/maintenance/set')).toHaveLength(1));
    expect(callsTo(calls, '/operator/maintenance/set')[0]!.body).toEqual({
      enabled: true,
      endTime: new Date('2030-05-01T10:30').toISOString(),
    });
    expect(await screen.findByText(/^Maintenance is on until /)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('maintenance-state')).toHaveTextContent('On'));
    expect(screen.getByTestId('maintenance-end')).toHaveTextContent('2030');
    expect(screen.getByLabelText('Ends at')).toHaveValue('2030-05-01T10:30');

    // Switched off again: the request carries no end time.
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maintenance is off.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/maintenance/set')[1]!.body).toEqual({ enabled: false });
  });

  it('schedules maintenance to start later, refusing a start that is missing or an end before it', async () => {
    const user = userEvent.setup();
    const { calls } = settingsAt('owner', '/settings/maintenance');
    expect(await screen.findByTestId('maintenance-state')).toHaveTextContent('Off');

    await user.click(screen.getByRole('radio', { name: 'Scheduled: from a start time until the end time' }));
    const startTime = screen.getByLabelText('Starts at');
    const endTime = screen.getByLabelText('Ends at');
    fireEvent.change(endTime, { target: { value: '2030-05-01T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose when maintenance starts.')).toBeInTheDocument();
    expect(describedText(startTime)).toContain('Choose when maintenance starts.');

    fireEvent.change(startTime, { target: { value: '2030-05-01T11:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose an end after the start.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/maintenance/set')).toHaveLength(0);

    fireEvent.change(startTime, { target: { value: '2030-05-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, '/operator/maintenance/set')).toHaveLength(1));
    expect(callsTo(calls, '/operator/maintenance/set')[0]!.body).toEqual({
      enabled: true,
      startTime: new Date('2030-05-01T09:00').toISOString(),
      endTime: new Date('2030-05-01T10:30').toISOString(),
    });
    expect(await screen.findByText(/^Maintenance is scheduled from /)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('maintenance-state')).toHaveTextContent('Scheduled'));
    expect(screen.getByTestId('maintenance-start')).toHaveTextContent('2030');
    expect(screen.getByLabelText('Starts at')).toHaveValue('2030-05-01T09:00');
  });

  it('offers quick end times an hour or more ahead', async () => {
    const user = userEvent.setup();
    const { calls } = settingsAt('owner', '/settings/maintenance');
    await user.click(await screen.findByRole('radio', { name: 'On from now until the end time' }));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'In 1 hour' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, '/operator/maintenance/set')).toHaveLength(1));
    const end = Date.parse(String(callsTo(calls, '/operator/maintenance/set')[0]!.body.endTime));
    // To the minute: within a minute of an hour from the click.
    expect(end).toBeGreaterThan(before + 59 * 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
  });

  it('shows each account setting with its default, refuses a value out of bounds and saves only what changed', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const { calls } = settingsAt('owner', '/settings/accounts');
    // The update waits until the test lets it answer, to see the form while it is sent.
    const fetchMock = jest.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/operator/account-settings/update') await new Promise<void>((resolve) => (release = resolve));
      return answer(input, init);
    });

    const shortest = await screen.findByLabelText('Shortest password (characters)');
    expect(shortest).toHaveValue('8');
    expect(describedText(shortest)).toContain('From 1 to 256');
    expect(describedText(shortest)).toContain('Default: 8');
    expect(describedText(screen.getByLabelText('Failed sign-ins in a row before the account locks'))).toContain('0 turns it off');
    expect(describedText(screen.getByLabelText('Real-money games only after a first deposit'))).toContain('Default: on');

    await user.clear(shortest);
    await user.type(shortest, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter 1 or more.')).toBeInTheDocument();
    expect(shortest).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(shortest)).toContain('Enter 1 or more.');
    expect(shortest).toHaveFocus();

    await user.clear(shortest);
    await user.type(shortest, '9.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number, such as 5.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/account-settings/update')).toHaveLength(0);

    await user.clear(shortest);
    await user.type(shortest, '12');
    await user.click(screen.getByLabelText('Real-money games only after a first deposit'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const sending = await screen.findByRole('button', { name: 'Saving…' });
    expect(sending).toBeDisabled();
    release();
    expect(await screen.findByText('The account settings are saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(callsTo(calls, '/operator/account-settings/update').map((call) => call.body)).toEqual([
      { passwordSettings: { minCharacters: 12 }, gameSettings: { noGameWithoutDeposit: false } },
    ]);
    expect(shortest).not.toHaveAttribute('aria-invalid');

    // Saved again unchanged: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing has changed, so there is nothing to save.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/account-settings/update')).toHaveLength(1);
  });

  it('fills in the defaults without saving them until Save', async () => {
    const user = userEvent.setup();
    const { calls } = settingsAt('owner', '/settings/accounts');
    const digits = await screen.findByLabelText('Digits, at least');
    await user.clear(digits);
    await user.type(digits, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account settings are saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill in the defaults' }));
    expect(digits).toHaveValue('1');
    expect(callsTo(calls, '/operator/account-settings/update')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, '/operator/account-settings/update')).toHaveLength(2));
    expect(callsTo(calls, '/operator/account-settings/update')[1]!.body).toEqual({ passwordSettings: { minDigits: 1 } });
  });

  it('saves a changed exchange rate and says a refusal of the server in its own words', async () => {
    const user = userEvent.setup();
    const { calls } = settingsAt('owner', '/settings/rates');
    const euro = await screen.findByLabelText('EUR per 1 USD');
    expect(euro).toHaveValue('0.92');
    expect(screen.getByRole('rowheader', { name: 'USD' })).toBeInTheDocument();

    await user.clear(euro);
    await user.type(euro, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount above zero.')).toBeInTheDocument();
    expect(describedText(euro)).toBe('Enter an amount above zero.');

    await user.clear(euro);
    await user.type(euro, '0.95');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The rate is saved.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/exchange-rates/set').map((call) => call.body)).toEqual([{ rates: { EUR: '0.95' } }]);
    expect(screen.getByLabelText('EUR per 1 USD')).toHaveValue('0.95');

    // A currency the platform does not know: the server refuses it, the page says why.
    await user.click(screen.getByRole('button', { name: 'Add a currency' }));
    await user.type(screen.getByLabelText('Currency of new row 3'), 'xau');
    await user.type(screen.getByLabelText('XAU per 1 USD'), '0.0004');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This currency is not available.');
    expect(callsTo(calls, '/operator/exchange-rates/set')[1]!.body).toEqual({ rates: { XAU: '0.0004' } });

    // The base currency cannot be added as a rate of its own.
    await user.clear(screen.getByLabelText('Currency of new row 3'));
    await user.type(screen.getByLabelText('Currency of new row 3'), 'USD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is the base currency: its rate is always 1.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/exchange-rates/set')).toHaveLength(2);
  });

  it('shows a role that may read the settings but not change them the values, read-only, without Save', async () => {
    jest.replaceProperty(ROLE_PERMISSIONS, 'compliance', [...ROLE_PERMISSIONS.compliance, 'settings.read']);
    const { calls } = settingsAt('compliance', '/settings/accounts');
    const shortest = await screen.findByLabelText('Shortest password (characters)');
    expect(shortest).toHaveValue('8');
    expect(shortest).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Real-money games only after a first deposit')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill in the defaults' })).not.toBeInTheDocument();
    expect(screen.getByText('Your role can see these settings but not change them.')).toBeInTheDocument();

    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Maintenance', 'Account settings', 'Exchange rates', 'Payment channels', 'Identity providers']);

    await userEvent.click(within(sections).getByRole('link', { name: 'Exchange rates' }));
    expect(await screen.findByLabelText('EUR per 1 USD')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a currency' })).not.toBeInTheDocument();

    await userEvent.click(within(sections).getByRole('link', { name: 'Maintenance' }));
    expect(await screen.findByRole('radio', { name: 'Off' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await userEvent.click(within(sections).getByRole('link', { name: 'Payment channels' }));
    expect(await screen.findByLabelText('Largest amount, Demo Pay, USD deposits')).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Bank card on, VND withdrawals' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your role can see these settings but not change them.')).toBeInTheDocument();

    await userEvent.click(within(sections).getByRole('link', { name: 'Identity providers' }));
    expect(await screen.findByTestId('no-providers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a provider' })).not.toBeInTheDocument();
    expect(calls.filter((call) => /\/(set|update|remove)$/.test(call.path))).toEqual([]);
  });

  it('shows the payment channels per currency and direction, checks a row before saving it alone, and moves a channel', async () => {
    const user = userEvent.setup();
    const { calls } = settingsAt('owner', '/settings/channels');
    const usdDeposits = await screen.findByRole('table', { name: 'USD deposits' });
    expect(
      within(usdDeposits)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Demo PayPayment page', 'Bank cardBank card']);
    expect(screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'USD deposits',
      'USD withdrawals',
      'VND deposits',
      'VND withdrawals',
    ]);

    // Checked as the platform does: the currency's decimals, the smallest not above the largest.
    const smallest = screen.getByLabelText('Smallest amount, Demo Pay, USD deposits');
    await user.clear(smallest);
    await user.type(smallest, '10.005');
    await user.click(screen.getByRole('button', { name: 'Save Demo Pay, USD deposits' }));
    expect(await screen.findByText('USD takes at most 2 decimals.')).toBeInTheDocument();
    expect(describedText(smallest)).toBe('USD takes at most 2 decimals.');
    await user.clear(smallest);
    await user.type(smallest, '6000');
    await user.click(screen.getByRole('button', { name: 'Save Demo Pay, USD deposits' }));
    expect(await screen.findByText('The largest amount cannot be below the smallest.')).toBeInTheDocument();
    const vndLargest = screen.getByLabelText('Largest amount, Bank card, VND withdrawals');
    await user.clear(vndLargest);
    await user.type(vndLargest, '250000.5');
    await user.click(screen.getByRole('button', { name: 'Save Bank card, VND withdrawals' }));
    expect(await screen.findByText('VND has no decimals: enter a whole amount.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/payment-channels/set')).toHaveLength(0);

    // One row saved with only what changed; the other table's row is left as typed.
    await user.clear(smallest);
    await user.type(smallest, '25');
    await user.click(screen.getByRole('switch', { name: 'Bank card on, USD deposits' }));
    await user.click(screen.getByRole('button', { name: 'Save Demo Pay, USD deposits' }));
    expect(await screen.findByText('Demo Pay (USD deposits) is saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Bank card, USD deposits' }));
    expect(await screen.findByText('Bank card (USD deposits) is saved.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/payment-channels/set').map((call) => call.body)).toEqual([
      { channelId: 'usd-fiat-deposit', currency: 'USD', minAmount: '25' },
      { channelId: 'usd-bank-card-deposit', currency: 'USD', enabled: false },
    ]);
    expect(screen.getByRole('switch', { name: 'Bank card on, USD deposits' })).not.toBeChecked();
    expect(vndLargest).toHaveValue('250000.5');

    // A refusal of the server is said above the table.
    const usdLargest = screen.getByLabelText('Largest amount, Demo Pay, USD withdrawals');
    await user.clear(usdLargest);
    await user.type(usdLargest, '9999');
    await user.click(screen.getByRole('button', { name: 'Save Demo Pay, USD withdrawals' }));
    expect(await within(screen.getByRole('form', { name: 'USD withdrawals' })).findByRole('alert')).toHaveTextContent(
      'Some of the information you entered is not valid.',
    );

    // Moved at once: the first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move Demo Pay up, USD deposits' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bank card down, USD deposits' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Bank card up, USD deposits' }));
    expect(await screen.findByText('Bank card (USD deposits) is now number 1.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/payment-channels/set').at(-1)!.body).toEqual({
      channelId: 'usd-bank-card-deposit',
      currency: 'USD',
      position: 1,
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'USD deposits' }))
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Bank cardBank card', 'Demo PayPayment page']),
    );
  });

  it('keeps a role without the settings out of the page', async () => {
    settingsAt('support', '/settings/accounts');
    expect(await screen.findByText('Your role does not give access to this page.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Shortest password (characters)')).not.toBeInTheDocument();
  });

  it('checks the VIP ladder as the platform does before saving it', async () => {
    const user = userEvent.setup();
    const level = (name: string, threshold: string) => ({
      level: 0,
      name,
      threshold,
      benefits: { rakebackPercent: 5, levelUpBonus: '0', weeklyPercent: 0, monthlyPercent: 0 },
    });
    const settings = {
      levels: [level('Bronze', '0'), { ...level('Silver', '1000'), level: 1 }],
      baseCurrency: 'USD',
      minCashPercent: 0,
      maxCashPercent: 100,
      defaultCashPercent: 50,
      bonusWageringMultiplier: 30,
      bonusExpiryDays: 30,
      bonusContribution: { slots: 100, table: 10, live: 10, originals: 100, sports: 50 },
      bonusMaxStake: null,
      claimQuoteSeconds: 60,
    };
    const { calls } = settingsAt('owner', '/settings/vip', {
      '/operator/vip/settings/get': { body: { settings } },
      '/operator/vip/levels/set': (body) => ({
        body: {
          settings: {
            ...settings,
            levels: (body.levels as Array<Record<string, unknown>>).map((entry, index) => ({ ...entry, level: index })),
          },
        },
      }),
      '/operator/vip/rules/update': (body) => ({ body: { settings: { ...settings, ...body } } }),
      '/operator/deposit-rewards/get': { body: { rewards: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a level' }));
    await user.type(screen.getByLabelText('Name, level 2'), 'Gold');
    await user.type(screen.getByLabelText('Wagering needed (USD), level 2'), '500');
    const ladder = screen.getByRole('form', { name: 'Levels' });
    await user.click(within(ladder).getByRole('button', { name: 'Save' }));
    expect(await within(ladder).findByText('Each level needs more wagering than the one before.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/vip/levels/set')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Wagering needed (USD), level 2'));
    await user.type(screen.getByLabelText('Wagering needed (USD), level 2'), '5000');
    await user.click(within(ladder).getByRole('button', { name: 'Save' }));
    expect(await within(ladder).findByText('The ladder is saved with 3 levels.')).toBeInTheDocument();
    const sent = callsTo(calls, '/operator/vip/levels/set')[0]!.body.levels as Array<{ name: string; threshold: string }>;
    expect(sent.map(({ name, threshold }) => [name, threshold])).toEqual([
      ['Bronze', '0'],
      ['Silver', '1000'],
      ['Gold', '5000'],
    ]);

    // The rules: the highest cash share may not fall below the lowest; a share per kind of game is sent alone.
    const rules = screen.getByRole('form', { name: 'Rules' });
    await user.clear(within(rules).getByLabelText('Highest cash share of a reward (%)'));
    await user.type(within(rules).getByLabelText('Highest cash share of a reward (%)'), '120');
    await user.click(within(rules).getByRole('button', { name: 'Save' }));
    expect(await within(rules).findByText('Enter 100 or less.')).toBeInTheDocument();
    await user.clear(within(rules).getByLabelText('Highest cash share of a reward (%)'));
    await user.type(within(rules).getByLabelText('Highest cash share of a reward (%)'), '100');
    await user.clear(within(rules).getByLabelText('Table games (%)'));
    await user.type(within(rules).getByLabelText('Table games (%)'), '20');
    await user.click(within(rules).getByRole('button', { name: 'Save' }));
    expect(await within(rules).findByText('The rules are saved.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/vip/rules/update').map((call) => call.body)).toEqual([{ bonusContribution: { table: 20 } }]);
  });

  it('checks the order of the stake limits of a currency before saving them', async () => {
    const user = userEvent.setup();
    const settings = {
      marginPercent: 5,
      maxLegs: 10,
      cashoutMarginPercent: 5,
      oddsChangeDefault: 'better',
      limits: [{ currency: 'USD', minStake: '0.1', maxStake: '1000', maxPayout: '50000' }],
    };
    const { calls } = settingsAt('owner', '/settings/sports', {
      '/operator/sports/settings/get': { body: settings },
      '/operator/sports/limits/set': (body) => ({
        body: { ...settings, limits: [{ currency: 'USD', minStake: body.minStake, maxStake: body.maxStake, maxPayout: body.maxPayout }] },
      }),
      '/operator/sports/settings/update': (body) => ({ body: { ...settings, ...body } }),
    });
    const largest = await screen.findByLabelText('Largest stake in USD');
    await user.clear(largest);
    await user.type(largest, '60000');
    const limits = screen.getByRole('form', { name: 'Stake limits' });
    await user.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByText('The highest win cannot be below the largest stake.')).toBeInTheDocument();
    expect(describedText(screen.getByLabelText('Highest win in USD'))).toBe('The highest win cannot be below the largest stake.');
    await user.clear(largest);
    await user.type(largest, '2000');
    await user.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByText('The stake limits are saved (USD).')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/sports/limits/set').map((call) => call.body)).toEqual([
      { currency: 'USD', minStake: '0.1', maxStake: '2000', maxPayout: '50000' },
    ]);

    const rules = screen.getByRole('form', { name: 'Margin and rules' });
    await user.clear(within(rules).getByLabelText('Margin (%)'));
    await user.type(within(rules).getByLabelText('Margin (%)'), '6.125');
    await user.click(within(rules).getByRole('button', { name: 'Save' }));
    expect(await within(rules).findByText('Enter a number with at most 2 decimals, such as 2.5.')).toBeInTheDocument();
    await user.clear(within(rules).getByLabelText('Margin (%)'));
    await user.type(within(rules).getByLabelText('Margin (%)'), '6.5');
    await user.selectOptions(within(rules).getByLabelText('When odds move on a slip'), 'any');
    await user.click(within(rules).getByRole('button', { name: 'Save' }));
    expect(await within(rules).findByText("The sportsbook's rules are saved.")).toBeInTheDocument();
    expect(callsTo(calls, '/operator/sports/settings/update').map((call) => call.body)).toEqual([
      { marginPercent: 6.5, oddsChangeDefault: 'any' },
    ]);
  });

  it('adds an identity provider only with an https issuer and its secret', async () => {
    const user = userEvent.setup();
    let providers: unknown[] = [];
    const { calls } = settingsAt('owner', '/settings/identity', {
      '/operator/oidc-providers/list': () => ({ body: { providers } }),
      '/operator/oidc-providers/set': (body) => {
        const provider = { ...body, enabled: body.enabled ?? true, hasClientSecret: true };
        delete (provider as { clientSecret?: unknown }).clientSecret;
        providers = [provider];
        return { body: { provider } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an identity provider' });
    await user.type(within(dialog).getByLabelText('Id'), 'example');
    await user.type(within(dialog).getByLabelText('Name on the button'), 'Example');
    await user.type(within(dialog).getByLabelText('Issuer'), 'http://accounts.example.com');
    await user.type(within(dialog).getByLabelText('Client id'), 'client-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use an https address (plain http only for localhost).')).toBeInTheDocument();
    expect(within(dialog).getByText('Fill in this field.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/oidc-providers/set')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Issuer'));
    await user.type(within(dialog).getByLabelText('Issuer'), 'https://accounts.example.com');
    await user.type(within(dialog).getByLabelText('Client secret'), 's3cret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Example is added.')).toBeInTheDocument();
    expect(callsTo(calls, '/operator/oidc-providers/set')[0]!.body).toEqual({
      id: 'example',
      name: 'Example',
      issuer: 'https://accounts.example.com',
      clientId: 'client-1',
      clientSecret: 's3cret',
      enabled: true,
    });
    expect(await screen.findByRole('rowheader', { name: 'Example' })).toBeInTheDocument();
  });
});
