import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse } from '@app/api/testing';
import { i18n } from '@app/i18n';
import { formatMoney } from '@app/ui';
import { fakeBankCard, fakeChannel } from './fakes.ts';
import { bodiesTo, cameFrom, currentLocation, renderWallet, resetAll, setupTexts, signIn, signOut, startApi, text } from './harness.tsx';

const CHANNELS = [
  fakeChannel(),
  fakeChannel({ channelId: 'usd-fiat-out', name: 'QuickPay', direction: 'withdraw', minAmount: '20', maxAmount: '5000', feePercent: '1' }),
  fakeChannel({
    channelId: 'usd-card-out',
    name: 'Card payout',
    kind: 'bank_card',
    direction: 'withdraw',
    minAmount: '20',
    maxAmount: '2500',
    feeFixed: '1',
    eta: 'days',
  }),
  fakeChannel({ channelId: 'eur-fiat-out', name: 'EuroPay', currency: 'EUR', direction: 'withdraw' }),
];
const BALANCE = { currency: 'USD', cash: '100', withdrawable: '80', pendingWithdrawal: '20', operatorBonus: '5' };
const WITHDRAW = '/review/withdraw';
const usd = (amount: string) => formatMoney(amount, 'USD', { decimals: 2, locale: 'en' });
const FIAT = '/withdraw/fiat?currency=USD&channelId=usd-fiat-out';

beforeAll(setupTexts);
beforeEach(() => signIn());
afterEach(async () => {
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

describe('choosing how to withdraw', () => {
  it('shows what may be withdrawn and lists only the withdrawal methods of the currency', async () => {
    startApi({ channels: CHANNELS, balanceDetails: [BALANCE] });
    renderWallet('/withdraw?currency=USD');
    const summary = await screen.findByRole('heading', { name: text('withdraw.available') });
    const card = summary.closest('.surface-card') as HTMLElement;
    expect(await within(card).findByText(usd('80.00'))).toBeInTheDocument();
    expect(within(card).getByText(text('withdraw.pending')).closest('div')).toHaveTextContent(usd('20.00'));
    expect(within(card).getByText(text('withdraw.bonusNote'))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: text('withdraw.follow') })).toHaveAttribute('href', '/cash-withdraw-progress');

    const methods = await screen.findByRole('list', { name: text('methods.withdrawTitle') });
    expect(
      within(methods)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/withdraw/fiat?currency=USD&channelId=usd-fiat-out', '/withdraw/bank-card?currency=USD&channelId=usd-card-out']);
  });

  it('offers a hidden currency the player still holds money in, to withdraw it', async () => {
    signIn({
      balances: [
        { currency: 'USD', cash: '100', operatorBonus: '0' },
        { currency: 'VND', cash: '500000', operatorBonus: '0' },
      ],
    });
    startApi({
      channels: [
        ...CHANNELS,
        fakeChannel({
          channelId: 'vnd-fiat-out',
          name: 'DongPay',
          currency: 'VND',
          direction: 'withdraw',
          minAmount: '50000',
          maxAmount: '90000000',
        }),
      ],
      balanceDetails: [BALANCE, { currency: 'VND', cash: '500000', withdrawable: '500000', pendingWithdrawal: '0', operatorBonus: '0' }],
    });
    renderWallet('/withdraw?currency=VND');
    const methods = await screen.findByRole('list', { name: text('methods.withdrawTitle') });
    expect(
      within(methods)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/withdraw/fiat?currency=VND&channelId=vnd-fiat-out']);
  });

  it('does not offer a hidden currency the player holds nothing in', async () => {
    signIn({
      balances: [
        { currency: 'USD', cash: '100', operatorBonus: '0' },
        { currency: 'VND', cash: '0', operatorBonus: '0' },
      ],
    });
    startApi({ channels: CHANNELS, balanceDetails: [BALANCE] });
    renderWallet('/withdraw?currency=VND');
    const methods = await screen.findByRole('list', { name: text('methods.withdrawTitle') });
    expect(within(methods).getAllByRole('link')[0]).toHaveAttribute('href', '/withdraw/fiat?currency=USD&channelId=usd-fiat-out');
  });

  it('says when verification is needed before withdrawing', async () => {
    signIn({ kycLevel: 1, minWithdrawKycLevel: 2 });
    startApi({ channels: CHANNELS, balanceDetails: [BALANCE] });
    renderWallet('/withdraw?currency=USD');
    expect(await screen.findByText(text('kyc.text.withdraw', { level: 2, current: 1 }))).toBeInTheDocument();
  });
});

describe('withdrawing to the payment account, as a visitor', () => {
  it('explains how withdrawals work and offers to sign in, coming back here', async () => {
    signOut();
    const api = startApi({ channels: CHANNELS });
    renderWallet(FIAT);
    expect(await screen.findByRole('heading', { name: text('visitor.title') })).toBeInTheDocument();
    for (const step of ['request', 'review', 'paid']) expect(screen.getByText(text(`visitor.steps.${step}.title`))).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: text('visitor.signIn') }));
    expect(currentLocation()).toBe('/auth/sign-in');
    expect(cameFrom()).toBe(FIAT);
    expect(api.calls).toEqual([]);
  });

  it('is translated for a visitor too', async () => {
    signOut();
    startApi();
    await act(() => i18n.changeLanguage('hi'));
    renderWallet(FIAT);
    expect(await screen.findByRole('heading', { name: text('visitor.title', {}, 'hi') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('visitor.signUp', {}, 'hi') })).toHaveAttribute('href', '/auth/sign-up');
  });
});

describe('withdrawing to the payment account', () => {
  it('refuses more than the player has, before asking the platform', async () => {
    const api = startApi({ channels: CHANNELS, balanceDetails: [BALANCE] });
    renderWallet(FIAT);
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: text('amount.label') });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(usd('80.00')));
    await user.type(amount, '90');
    await user.click(screen.getByRole('button', { name: text('withdraw.submit') }));
    expect(await screen.findByText(text('amount.aboveAvailable', { amount: usd('80.00') }))).toBeInTheDocument();
    expect(bodiesTo(api, WITHDRAW)).toEqual([]);
  });

  it('offers quick amounts from the balance, every one open, and Max for all of it', async () => {
    const balance = { ...BALANCE, cash: '199', withdrawable: '199', pendingWithdrawal: '0' };
    const api = startApi({ channels: CHANNELS, balanceDetails: [balance] });
    renderWallet(FIAT);
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: text('amount.label') });
    expect(await screen.findByRole('button', { name: `Max: ${usd('199')}` })).toBeEnabled();
    const now = within(screen.getByRole('group', { name: i18n.t('forms.quickAmounts', { ns: 'common' }) })).getAllByRole('button');
    expect(now.map((chip) => chip.textContent)).toEqual([usd('20'), usd('50'), usd('100'), 'Max']);
    expect(now.filter((chip) => (chip as HTMLButtonElement).disabled)).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Max: ${usd('199')}` }));
    expect(amount).toHaveValue('199');
    await user.click(screen.getByRole('button', { name: text('withdraw.submit') }));
    await waitFor(() => expect(bodiesTo(api, WITHDRAW)).toEqual([{ channelId: 'usd-fiat-out', currency: 'USD', amount: '199' }]));
  });

  it('says how much can be withdrawn when the platform finds the cash short, and takes the new figure', async () => {
    const api = startApi({ channels: CHANNELS, balanceDetails: [BALANCE] });
    api.use({ [`/v1${WITHDRAW}`]: () => errorResponse(409, 'INSUFFICIENT_FUNDS', { meta: { available: '30', currency: 'USD' } }) });
    renderWallet(FIAT);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text('amount.label') }), '50');
    await user.click(screen.getByRole('button', { name: text('withdraw.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('withdraw.insufficient', { available: usd('30.00') }));
    expect(currentLocation()).toBe(FIAT);
    await waitFor(() => expect(bodiesTo(api, '/wallet/balance/details').length).toBeGreaterThan(1));
  });

  it('asks once on a double tap and follows the withdrawal on its progress page', async () => {
    const api = startApi({ channels: CHANNELS, balanceDetails: [BALANCE] });
    renderWallet(FIAT);
    await userEvent.type(await screen.findByRole('textbox', { name: text('amount.label') }), '50');
    expect(screen.getByLabelText(text('amount.summary'))).toHaveTextContent(usd('49.50'));
    const submit = screen.getByRole('button', { name: text('withdraw.submit') });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(currentLocation()).toBe('/cash-withdraw-progress?transactionId=tx-new-1'));
    expect(await screen.findByText(text('withdrawProgress.outcome.reviewing.title'))).toBeInTheDocument();
    const calls = api.callsTo(`/v1${WITHDRAW}`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request.headers.get('idempotency-key')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ channelId: 'usd-fiat-out', currency: 'USD', amount: '50' });
  });

  it('shows the verification needed when the platform asks for it', async () => {
    const api = startApi({ channels: CHANNELS, balanceDetails: [BALANCE] });
    api.use({ [`/v1${WITHDRAW}`]: () => errorResponse(403, 'KYC_LEVEL_REQUIRED', { meta: { requiredLevel: 3, currentLevel: 2 } }) });
    renderWallet(FIAT);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text('amount.label') }), '50');
    await user.click(screen.getByRole('button', { name: text('withdraw.submit') }));
    expect(await screen.findByText(text('kyc.title', { level: 3 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('withdraw.submit') })).toBeDisabled();
  });

  it('offers a deposit when there is no cash to withdraw', async () => {
    startApi({ channels: CHANNELS, balanceDetails: [{ ...BALANCE, cash: '0', withdrawable: '0' }] });
    renderWallet(FIAT);
    expect(await screen.findByText(text('withdraw.nothingTitle'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('withdraw.depositAction') })).toHaveAttribute('href', '/deposit?currency=USD');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('withdrawing to a bank card', () => {
  const at = '/withdraw/bank-card?currency=USD&channelId=usd-card-out';

  it('takes a card and an amount, reviews it, and confirms it into the progress page', async () => {
    const api = startApi({ channels: CHANNELS, balanceDetails: [BALANCE], bankCards: [fakeBankCard()] });
    renderWallet(at);
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: text('amount.label') }), '60');
    await user.click(screen.getByRole('button', { name: text('review.next') }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/withdraw/bank-card/submit?currency=USD&channelId=usd-card-out&bankCardId=card-1&amount=60'),
    );
    const review = await screen.findByLabelText(text('review.title'));
    expect(review).toHaveTextContent(usd('1.00'));
    expect(review).toHaveTextContent(usd('59.00'));
    await user.click(screen.getByRole('button', { name: text('review.confirmWithdraw') }));
    await waitFor(() => expect(currentLocation()).toBe('/cash-withdraw-progress?transactionId=tx-new-1'));
    expect(bodiesTo(api, WITHDRAW)).toEqual([{ channelId: 'usd-card-out', currency: 'USD', amount: '60', bankCardId: 'card-1' }]);
  });

  it('links to adding a card, coming back here', async () => {
    startApi({ channels: CHANNELS, balanceDetails: [BALANCE], bankCards: [fakeBankCard()] });
    renderWallet(at);
    const add = await screen.findByRole('link', { name: text('cards.add') });
    expect(add).toHaveAttribute('href', `/wallet/bank-card/bind?next=${encodeURIComponent(at)}`);
  });

  it('stops a review asking for more than the cash and leads back to change it', async () => {
    const api = startApi({ channels: CHANNELS, balanceDetails: [BALANCE], bankCards: [fakeBankCard()] });
    renderWallet('/withdraw/bank-card/submit?currency=USD&channelId=usd-card-out&bankCardId=card-1&amount=95');
    expect(await screen.findByText(text('amount.aboveAvailable', { amount: usd('80.00') }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('review.confirmWithdraw') })).not.toBeInTheDocument();
    expect(bodiesTo(api, WITHDRAW)).toEqual([]);
  });

  it('explains a refusal on confirming in the player’s language', async () => {
    const api = startApi({ channels: CHANNELS, balanceDetails: [BALANCE], bankCards: [fakeBankCard()] });
    api.use({ [`/v1${WITHDRAW}`]: () => errorResponse(409, 'INSUFFICIENT_FUNDS', { meta: { available: '10', currency: 'USD' } }) });
    await act(() => i18n.changeLanguage('pt'));
    renderWallet('/withdraw/bank-card/submit?currency=USD&channelId=usd-card-out&bankCardId=card-1&amount=60');
    await userEvent.click(await screen.findByRole('button', { name: text('review.confirmWithdraw', {}, 'pt') }));
    const available = formatMoney('10', 'USD', { decimals: 2, locale: 'pt' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text('withdraw.insufficient', { available }, 'pt').replace(/\s+/g, ' '));
  });
});
