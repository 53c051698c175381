import { render, screen, within } from '@testing-library/react';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { fakeOperatorApi, memoryStorage } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
afterEach(() => jest.restoreAllMocks());

const figure = (total: string) => ({ total, byCurrency: [{ currency: 'USD', amount: total }] });
const product = (stakes: string, payouts: string, ggr: string) => ({ stakes: figure(stakes), payouts: figure(payouts), ggr: figure(ggr) });
/** Eight days, oldest first: day n took n × 100 in deposits, the originals' revenue grows by 10 a day. */
const days = Array.from({ length: 8 }, (_, index) => ({
  date: `2026-11-${String(20 + index).padStart(2, '0')}`,
  deposits: figure(`${(index + 1) * 100}.00`),
  withdrawals: figure(`${(index + 1) * 40}.00`),
  products: {
    originals: product('500.00', `${500 - (index + 1) * 10}.00`, `${(index + 1) * 10}.00`),
    provider: product('300.00', '280.00', '20.00'),
    sports: product('200.00', '230.00', '-30.00'),
  },
  total: product('1000.00', `${1010 - (index + 1) * 10}.00`, `${(index + 1) * 10 - 10}.00`),
}));

function dashboardAs(role: string) {
  // jsdom draws nothing: the charts are their tables.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  window.history.pushState({}, '', '/backoffice/');
  const storage = memoryStorage();
  storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: `${role}@b.example`, role } }));
  const api = fakeOperatorApi({
    '/operator/staff/session': {
      body: { actor: { kind: 'staff', staffId: '1', email: `${role}@b.example`, role }, idleExpiresAt: 'x', expiresAt: 'y' },
    },
    '/operator/health': { body: { ok: true, version: '1.0.0' } },
    '/operator/maintenance/get': { body: { maintenance: { enabled: false, endTime: null } } },
    '/operator/dashboard/summary': {
      body: {
        generatedAt: '2026-11-27T12:00:00.000Z',
        houseCurrency: 'USD',
        rates: { USD: '1' },
        unconverted: [],
        days,
        live: { activePlayers: 42, activeWindowMinutes: 15, socketsOpen: 317 },
        queues: { pendingWithdrawals: 3, pendingDocuments: 5 },
      },
    },
  });
  render(<App storage={storage} />);
  return api;
}

describe('the dashboard', () => {
  it("shows today by product, the live counts, and the last 8 days' charts with their figures as tables", async () => {
    const api = dashboardAs('owner');
    const products = await screen.findByTestId('dashboard-products');
    const row = (name: string) => within(products).getByRole('rowheader', { name }).closest('tr')!;
    expect(
      within(row('Originals'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['500.00 USD', '420.00 USD', '80.00 USD']);
    expect(
      within(row('Sports'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['200.00 USD', '230.00 USD', '−30.00 USD']);
    expect(screen.getByText('317')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();

    // Without a canvas (jsdom) each chart is its table: one row a day, the series as columns.
    expect(
      within(screen.getByText('Deposits and withdrawals, last 8 days', { selector: 'figcaption' }).closest('figure')!).getByRole('row', {
        name: /Nov 27/,
      }),
    ).toHaveTextContent('800.00 USD320.00 USD');
    const tables = screen.getAllByRole('table').filter((table) => within(table).queryByRole('columnheader', { name: 'Day' }));
    expect(tables).toHaveLength(2);
    expect(within(tables[1]!).getAllByRole('row')).toHaveLength(1 + 8);
    expect(within(tables[1]!).getByRole('row', { name: /Nov 20/ })).toHaveTextContent('10.00 USD');
    expect(api.calls.filter((call) => call.path === '/operator/dashboard/summary')).toHaveLength(1);
  });

  it('gives a role that does not read the reports the platform only, and never asks for the figures', async () => {
    const api = dashboardAs('releases');
    expect(await screen.findByText('1.0.0')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-products')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/operator/dashboard/summary')).toBe(false);
  });
});
