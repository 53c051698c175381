import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post } from '@app/api';
import { errorResponse } from '@app/api/testing';
import type { Transaction } from '@app/contract';
import { i18n } from '@app/i18n';
import { formatMoney } from '@app/ui';
import { filtersFrom } from '../src/features/transactions/model/filters.ts';
import { fakeCardWithdrawal, fakeTransaction } from './fakes.ts';
import { bodiesTo, currentLocation, pushTransaction, renderWallet, resetAll, setupTexts, signIn, startApi, text } from './harness.tsx';

const PAGE = '/payment/transaction/page';
const common = (key: string) => i18n.t(key, { ns: 'common' });
const usd = (amount: string) => formatMoney(amount, 'USD', { decimals: 2, locale: 'en', signed: true });

/** 45 transactions, one an hour from 1 March 2026: every third a withdrawal, the others deposits. */
const HISTORY: Transaction[] = Array.from({ length: 45 }, (_, index) => {
  const at = new Date(Date.UTC(2026, 2, 1, index)).toISOString();
  const withdrawal = index % 3 === 0;
  return fakeTransaction({
    transactionId: `tx-${index}`,
    type: withdrawal ? 'withdraw' : 'deposit',
    amount: withdrawal ? `-${index + 1}` : `${index + 1}`,
    status: 'success',
    createdAt: at,
  });
});

const rows = () => within(screen.getByRole('list', { name: text('transactions.listLabel') })).queryAllByRole('button');

beforeAll(setupTexts);
beforeEach(() => signIn());
afterEach(async () => {
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

describe('the history', () => {
  it('shows 20 at a time, newest first, and the next 20 as the player goes on: none twice, none left out, while payments land', async () => {
    const api = startApi({ transactions: HISTORY });
    renderWallet('/transactions');
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows()[0]).toHaveTextContent(text('transactions.type.deposit'));
    expect(rows()[0]).toHaveTextContent(usd('45'));
    expect(rows()[2]).toHaveTextContent(text('transactions.type.withdraw'));
    expect(rows()[2]).toHaveTextContent(usd('-43'));
    expect(rows()[0]).toHaveTextContent(text('status.success'));

    const user = userEvent.setup();
    // Deposits made meanwhile (in another tab) land at the top; the next pages go on after the last row shown.
    for (const amount of ['50', '60', '70']) {
      await post(
        '/payment/deposit/initiate',
        { channelId: 'usd-fiat-in', currency: 'USD', amount },
        { idempotencyKey: `deposit-${amount}` },
      );
    }
    await user.click(screen.getByRole('button', { name: common('ui.loadMore') }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: common('ui.loadMore') }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    const expected = HISTORY.map((entry) => usd(entry.amount)).reverse();
    expect(rows().map((row, index) => ((row.textContent ?? '').includes(expected[index]!) ? expected[index] : row.textContent))).toEqual(
      expected,
    );
    expect(screen.queryByRole('button', { name: common('ui.loadMore') })).not.toBeInTheDocument();
    expect(screen.getByText(common('ui.endOfList'))).toBeInTheDocument();
    expect(bodiesTo(api, PAGE)).toEqual([{ pageSize: 20 }, { pageSize: 20, cursor: 'tx-25' }, { pageSize: 20, cursor: 'tx-5' }]);
    // 45 rows rendered three times over: more than the default 5 s on a busy machine.
  }, 15_000);

  it('shows only withdrawals when the player picks them, and keeps the choice in the address', async () => {
    const api = startApi({ transactions: HISTORY });
    renderWallet('/transactions');
    await waitFor(() => expect(rows()).toHaveLength(20));
    await userEvent.click(screen.getByRole('radio', { name: text('transactions.segment.withdraw') }));
    await waitFor(() => expect(rows()).toHaveLength(15));
    for (const row of rows()) expect(row).toHaveTextContent(text('transactions.type.withdraw'));
    expect(currentLocation()).toBe('/transactions?type=withdraw');
    expect(bodiesTo(api, PAGE).at(-1)).toEqual({ pageSize: 20, type: 'withdraw' });
  });

  it('filters by currency, status and dates from the sheet, and each chip takes its filter away', async () => {
    const mixed = [
      fakeTransaction({
        transactionId: 'eur-1',
        currency: 'EUR',
        status: 'rejected',
        type: 'withdraw',
        amount: '-20',
        createdAt: '2026-03-05T10:00:00.000Z',
      }),
      fakeTransaction({ transactionId: 'eur-2', currency: 'EUR', status: 'success', createdAt: '2026-03-06T10:00:00.000Z' }),
      fakeTransaction({
        transactionId: 'usd-1',
        currency: 'USD',
        status: 'rejected',
        type: 'withdraw',
        amount: '-5',
        createdAt: '2026-03-07T10:00:00.000Z',
      }),
    ];
    const api = startApi({ transactions: mixed });
    renderWallet('/transactions');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text('transactions.filters.open') }));
    const sheet = screen.getByRole('dialog', { name: text('transactions.filters.title') });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: text('transactions.filters.currency') }), 'EUR');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: text('transactions.filters.status') }), 'rejected');
    await user.type(within(sheet).getByLabelText(new RegExp(text('transactions.filters.from'))), '2026-03-01');
    await user.type(within(sheet).getByLabelText(new RegExp(text('transactions.filters.to'))), '2026-03-31');
    await user.click(within(sheet).getByRole('button', { name: text('transactions.filters.apply') }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesTo(api, PAGE).at(-1)).toEqual({
      pageSize: 20,
      currency: 'EUR',
      status: 'rejected',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(screen.getByRole('button', { name: text('transactions.filters.openCount', { count: 4 }) })).toBeInTheDocument();

    const chips = screen.getByRole('list', { name: text('transactions.filters.inUse') });
    const status = text('transactions.filters.chip', { name: text('transactions.filters.status'), value: text('status.rejected') });
    await user.click(within(chips).getByRole('button', { name: text('transactions.filters.remove', { filter: status }) }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(new URLSearchParams(currentLocation().split('?')[1]).get('status')).toBeNull();
  });

  it('refuses a date range that ends before it starts, in the player’s language', async () => {
    const api = startApi({ transactions: HISTORY });
    await act(() => i18n.changeLanguage('vi'));
    renderWallet('/transactions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text('transactions.filters.open', {}, 'vi') }));
    const sheet = screen.getByRole('dialog');
    await user.type(within(sheet).getByLabelText(new RegExp(text('transactions.filters.from', {}, 'vi'))), '2026-03-10');
    await user.type(within(sheet).getByLabelText(new RegExp(text('transactions.filters.to', {}, 'vi'))), '2026-03-01');
    await user.click(within(sheet).getByRole('button', { name: text('transactions.filters.apply', {}, 'vi') }));
    expect(await within(sheet).findByText(text('transactions.filters.toBeforeFrom', {}, 'vi'))).toBeInTheDocument();
    expect(bodiesTo(api, PAGE).every((body) => !(body as { from?: string }).from)).toBe(true);
  });

  it('opens a row to show its steps, and follows it live', async () => {
    const reviewing = fakeCardWithdrawal();
    startApi({ transactions: [reviewing, ...HISTORY.slice(0, 3)] });
    renderWallet('/transactions');
    await waitFor(() => expect(rows()).toHaveLength(4));
    const user = userEvent.setup();
    await user.click(rows().find((row) => row.textContent?.includes('4242')) as HTMLElement);
    const details = screen.getByRole('dialog', { name: text('transactions.type.withdraw') });
    expect(within(details).getByText(usd('-60'))).toBeInTheDocument();
    expect(within(details).getByText('tx-w')).toBeInTheDocument();
    const steps = within(details).getByRole('list', { name: text('transactions.details.steps') });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(1);
    expect(within(details).getByRole('link', { name: text('transactions.details.followWithdrawal') })).toHaveAttribute(
      'href',
      '/cash-withdraw-progress?transactionId=tx-w',
    );

    pushTransaction({
      ...reviewing,
      status: 'rejected',
      steps: [...reviewing.steps, { status: 'rejected', at: '2026-03-02T10:00:00.000Z', note: 'Card not in your name' }],
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(await within(details).findByText('Card not in your name')).toBeInTheDocument();
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(within(details).queryByRole('link', { name: text('transactions.details.followWithdrawal') })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and when the filters match nothing', async () => {
    startApi({ transactions: [] });
    const first = renderWallet('/transactions');
    expect(await screen.findByText(text('transactions.emptyTitle'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('transactions.deposit') })).toHaveAttribute('href', '/deposit');
    first.unmount();

    startApi({ transactions: HISTORY });
    renderWallet('/transactions?status=cancelled');
    expect(await screen.findByText(text('transactions.noMatchTitle'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text('transactions.filters.reset') }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(currentLocation()).toBe('/transactions');
  });

  it('offers Try again when the history cannot load', async () => {
    const api = startApi({ transactions: HISTORY });
    api.use({ [`/v1${PAGE}`]: () => errorResponse(500, 'INTERNAL_ERROR') });
    renderWallet('/transactions');
    expect(await screen.findByText(text('transactions.loadFailed'))).toBeInTheDocument();
    startApi({ transactions: HISTORY });
    await userEvent.click(screen.getByRole('button', { name: common('ui.retry') }));
    await waitFor(() => expect(rows()).toHaveLength(20));
  });
});

describe('the filters in the address', () => {
  const read = (search: string, currencies = ['USD', 'EUR']) => {
    const params = new URLSearchParams(search);
    return filtersFrom((name) => params.get(name), currencies);
  };

  it('keeps only values the platform takes', () => {
    expect(read('type=withdraw&currency=EUR&status=approved&from=2026-03-01&to=2026-03-31')).toEqual({
      type: 'withdraw',
      currency: 'EUR',
      status: 'approved',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(read('type=lottery&currency=GBP&status=lost&from=yesterday&to=2026-02-30x')).toEqual({
      type: null,
      currency: null,
      status: null,
      from: null,
      to: null,
    });
    expect(read('from=2026-03-10&to=2026-03-01')).toMatchObject({ from: '2026-03-10', to: null });
    expect(read('currency=GBP', [])).toMatchObject({ currency: 'GBP' });
  });
});
