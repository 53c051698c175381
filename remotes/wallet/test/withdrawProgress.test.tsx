import { act, screen, within } from '@testing-library/react';
import { jsonResponse } from '@app/api/testing';
import type { Transaction } from '@app/contract';
import { formatMoney } from '@app/ui';
import { WITHDRAWAL_POLL_MS } from '../src/features/withdraw/components/WithdrawalProgress.tsx';
import { withdrawalProgress } from '../src/features/withdraw/model/progress.ts';
import { fakeCardWithdrawal, fakeTransaction } from './fakes.ts';
import { bodiesTo, pushTransaction, renderWallet, resetAll, setupTexts, signIn, startApi, text } from './harness.tsx';

const usd = (amount: string) => formatMoney(amount, 'USD', { decimals: 2, locale: 'en' });
const REQUESTED = '2026-03-02T09:00:00.000Z';
const reviewing = fakeCardWithdrawal({ createdAt: REQUESTED });

/** The same withdrawal one step further, as the platform sends it. */
function step(transaction: Transaction, status: Transaction['status'], note: string | null = null, minute = 1): Transaction {
  const at = new Date(Date.parse(REQUESTED) + minute * 60_000).toISOString();
  return { ...transaction, status, steps: [...transaction.steps, { status, at, note }], updatedAt: at };
}

function currentStep(): string {
  const stepper = screen.getByRole('navigation', { name: text('withdrawProgress.label') });
  return within(stepper).queryByRole('listitem', { current: 'step' })?.textContent ?? '';
}

beforeAll(setupTexts);
beforeEach(() => signIn());
afterEach(() => {
  jest.useRealTimers();
  resetAll();
});

describe("a withdrawal's steps", () => {
  it('runs reviewing → approved → paid, or reviewing → rejected', () => {
    expect(withdrawalProgress('reviewing')).toEqual({ outcome: 'reviewing', steps: ['reviewing', 'approved', 'paid'], current: 0 });
    expect(withdrawalProgress('approved').current).toBe(1);
    expect(withdrawalProgress('success').current).toBe(3);
    expect(withdrawalProgress('rejected')).toEqual({ outcome: 'rejected', steps: ['reviewing', 'rejected'], current: 2 });
  });
});

describe('following one withdrawal', () => {
  const at = '/cash-withdraw-progress?transactionId=tx-w';

  it('moves along the steps as the platform’s update messages arrive', async () => {
    startApi({ transactions: [reviewing] });
    renderWallet(at);
    expect(await screen.findByText(text('withdrawProgress.outcome.reviewing.title'))).toBeInTheDocument();
    expect(screen.getByText(usd('60.00'))).toBeInTheDocument();
    expect(screen.getByText(/Visa ending in 4242/)).toBeInTheDocument();
    expect(currentStep()).toContain(text('withdrawProgress.steps.reviewing'));
    expect(screen.getByText(text('withdrawProgress.live'))).toBeInTheDocument();

    const approved = step(reviewing, 'approved');
    pushTransaction(approved);
    expect(await screen.findByText(text('withdrawProgress.outcome.approved.title'))).toBeInTheDocument();
    expect(currentStep()).toContain(text('withdrawProgress.steps.approved'));

    pushTransaction(step(approved, 'success', null, 2));
    expect(await screen.findByText(text('withdrawProgress.outcome.success.title'))).toBeInTheDocument();
    expect(currentStep()).toBe('');
    expect(screen.queryByText(text('withdrawProgress.live'))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('withdrawProgress.another') })).toHaveAttribute('href', '/withdraw?currency=USD');
    const history = screen.getByRole('list', { name: text('withdrawProgress.history') });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows a rejection with the operator's reason", async () => {
    startApi({ transactions: [reviewing] });
    renderWallet(at);
    await screen.findByText(text('withdrawProgress.outcome.reviewing.title'));
    pushTransaction(step(reviewing, 'rejected', 'The name on the card does not match your account.'));
    expect(await screen.findByText(text('withdrawProgress.outcome.rejected.title'))).toBeInTheDocument();
    expect(screen.getByText(text('withdrawProgress.reason')).closest('.notice')).toHaveTextContent(
      'The name on the card does not match your account.',
    );
    const stepper = screen.getByRole('navigation', { name: text('withdrawProgress.label') });
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining(text('withdrawProgress.steps.reviewing')),
      expect.stringContaining(text('withdrawProgress.steps.rejected')),
    ]);
  });

  it('asks again every few seconds while under way, and stops once it is over', async () => {
    jest.useFakeTimers();
    const api = startApi();
    let now = reviewing;
    api.use({ '/v1/payment/transaction/page': () => jsonResponse({ list: [now], page: 1, pageSize: 1, total: 1 }) });
    renderWallet(at);
    expect(await screen.findByText(text('withdrawProgress.outcome.reviewing.title'))).toBeInTheDocument();
    const asked = () => bodiesTo(api, '/payment/transaction/page').length;
    const before = asked();

    now = step(reviewing, 'success');
    await act(() => jest.advanceTimersByTimeAsync(WITHDRAWAL_POLL_MS));
    expect(await screen.findByText(text('withdrawProgress.outcome.success.title'))).toBeInTheDocument();
    expect(asked()).toBe(before + 1);

    await act(() => jest.advanceTimersByTimeAsync(WITHDRAWAL_POLL_MS * 3));
    expect(asked()).toBe(before + 1);
  });

  it('says so when there is no such withdrawal', async () => {
    startApi({ transactions: [fakeTransaction({ transactionId: 'tx-d' })] });
    renderWallet('/cash-withdraw-progress?transactionId=tx-d');
    expect(await screen.findByText(text('withdrawProgress.notFound'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('withdrawProgress.allPending') })).toHaveAttribute('href', '/cash-withdraw-progress');
  });
});

describe('the withdrawals under way', () => {
  it('lists those in review or approved, newest first, each opening its progress', async () => {
    const api = startApi({
      transactions: [
        reviewing,
        fakeTransaction({
          transactionId: 'tx-a',
          type: 'withdraw',
          amount: '-25',
          status: 'approved',
          channelName: 'QuickPay',
          createdAt: '2026-03-03T09:00:00.000Z',
        }),
        fakeTransaction({ transactionId: 'tx-p', type: 'withdraw', amount: '-10', status: 'success' }),
        fakeTransaction({ transactionId: 'tx-d', type: 'deposit', status: 'pending' }),
      ],
    });
    renderWallet('/cash-withdraw-progress');
    const list = await screen.findByRole('list', { name: text('withdrawProgress.pendingTitle') });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cash-withdraw-progress?transactionId=tx-a',
      '/cash-withdraw-progress?transactionId=tx-w',
    ]);
    expect(links[0]).toHaveTextContent(usd('25.00'));
    expect(links[0]).toHaveTextContent(text('status.approved'));
    expect(bodiesTo(api, '/payment/transaction/page')).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'withdraw', status: 'reviewing' })]),
    );
  });

  it('says when there is none, with the way to withdraw', async () => {
    startApi({ transactions: [fakeTransaction({ transactionId: 'tx-p', type: 'withdraw', amount: '-10', status: 'success' })] });
    renderWallet('/cash-withdraw-progress');
    expect(await screen.findByText(text('withdrawProgress.noneTitle'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('withdrawProgress.withdraw') })).toHaveAttribute('href', '/withdraw');
  });
});
