import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerReportBody } from '@app/contract';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { fakeOperatorApi, memoryStorage } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
afterEach(() => jest.restoreAllMocks());

const HOLDS: LedgerReportBody = {
  ok: true,
  checkedAt: '2026-03-01T10:00:00.000Z',
  transfers: 1234,
  entries: 2468,
  balances: 310,
  breaches: [],
  system: [
    { account: 'provider:demo-pay', currency: 'USD', balance: '-150000', amount: '-1500.00' },
    { account: 'house:operator', currency: 'USD', balance: '2550', amount: '25.50' },
    { account: 'house:operator', currency: 'VND', balance: '-20000', amount: '-20000' },
  ],
};

const BROKEN: LedgerReportBody = {
  ...HOLDS,
  ok: false,
  breaches: [{ invariant: 'balance_mismatch', detail: 'user:u-1:cash USD 1000 != 900' }],
};

function signedInAs(role: string, reports: LedgerReportBody[], path = '/backoffice/ledger') {
  window.history.pushState({}, '', path);
  const storage = memoryStorage();
  storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: `${role}@b.example`, role } }));
  let call = 0;
  const api = fakeOperatorApi({
    '/operator/staff/session': {
      body: { actor: { kind: 'staff', staffId: '1', email: `${role}@b.example`, role }, idleExpiresAt: 'x', expiresAt: 'y' },
    },
    '/operator/health': { body: { ok: true, version: '1' } },
    '/operator/maintenance/get': { body: { maintenance: { enabled: false, startTime: null, endTime: null } } },
    '/operator/ledger/check': () => ({ body: reports[Math.min(call++, reports.length - 1)] }),
  });
  render(<App storage={storage} />);
  return api;
}

describe('the ledger page', () => {
  it('shows a finance member that every invariant holds, and what the house and each provider hold, the house first', async () => {
    signedInAs('finance', [HOLDS]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledger' })).toBeInTheDocument();
    expect(await screen.findByTestId('ledger-state')).toHaveTextContent('All hold');
    const rows = within(screen.getByTestId('ledger-system')).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent))).toEqual([
      ['The house', 'USD', '25.50 USD'],
      ['The house', 'VND', '−20000 VND'],
      ['Provider: demo-pay', 'USD', '−1500.00 USD'],
    ]);
    expect(screen.queryByTestId('ledger-breaches')).not.toBeInTheDocument();
  });

  it('runs the check again on demand and lists each breach in words', async () => {
    const user = userEvent.setup();
    const api = signedInAs('owner', [HOLDS, BROKEN]);
    expect(await screen.findByTestId('ledger-state')).toHaveTextContent('All hold');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByTestId('ledger-state')).toHaveTextContent('1 breach'));
    const breaches = within(screen.getByTestId('ledger-breaches'));
    expect(breaches.getByText('A balance that is not the sum of its entries')).toBeInTheDocument();
    expect(breaches.getByText('user:u-1:cash USD 1000 != 900')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/operator/ledger/check')).toHaveLength(2);
  });

  it('is not in a support member’s navigation, and its address draws no page for them', async () => {
    const api = signedInAs('support', [HOLDS]);
    expect(await screen.findByText('Your role does not give access to this page.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Ledger' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/operator/ledger/check')).toHaveLength(0);
  });
});
