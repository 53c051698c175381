import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse } from '@app/api/testing';
import type { AccountSettings } from '@app/contract';
import { accountSettingsAtom, configAtom, store } from '@app/state';
import { formatMoney } from '@app/ui';
import { i18n } from '@app/i18n';
import { providerPage } from '../src/features/deposit/hooks/useStartDeposit.ts';
import { fakeBankCard, fakeChannel, fakeTransaction } from './fakes.ts';
import {
  bodiesTo,
  currentLocation,
  platformRoute,
  pushTransaction,
  renderWallet,
  resetAll,
  setupTexts,
  signIn,
  startApi,
  text,
} from './harness.tsx';

const CHANNELS = [
  fakeChannel(),
  fakeChannel({
    channelId: 'usd-card-in',
    name: 'CardPay',
    kind: 'bank_card',
    feePercent: '2',
    minAmount: '20',
    maxAmount: '500',
    eta: 'minutes',
  }),
  fakeChannel({ channelId: 'usd-transfer-in', name: 'BankLink', kind: 'bank_transfer', eta: 'hours' }),
  fakeChannel({ channelId: 'eur-fiat-in', name: 'EuroPay', currency: 'EUR' }),
  fakeChannel({ channelId: 'usd-fiat-out', name: 'QuickPay payouts', direction: 'withdraw' }),
];
const INITIATE = '/payment/deposit/initiate' as const;
const usd = (amount: string) => formatMoney(amount, 'USD', { decimals: 2, locale: 'en' });

let opened: jest.SpyInstance;
beforeAll(setupTexts);
beforeEach(() => {
  signIn();
  opened = jest.spyOn(providerPage, 'open').mockImplementation(() => undefined);
});
afterEach(async () => {
  resetAll();
  opened.mockRestore();
  await act(() => i18n.changeLanguage('en'));
});

describe('choosing how to deposit', () => {
  it("lists the currency's deposit methods with their limits and opens the chosen one's form", async () => {
    const api = startApi({ channels: CHANNELS });
    renderWallet('/deposit?currency=USD');
    const methods = await screen.findByRole('list', { name: text('methods.depositTitle') });
    expect(within(methods).getAllByRole('listitem')).toHaveLength(3);
    expect(within(methods).queryByText('QuickPay payouts')).not.toBeInTheDocument();
    const card = within(methods).getByRole('link', { name: /CardPay/ });
    expect(card).toHaveTextContent(usd('20'));
    expect(card).toHaveTextContent(usd('500'));
    expect(card).toHaveTextContent(text('methods.eta.minutes'));

    await userEvent.click(within(methods).getByRole('link', { name: /QuickPay/ }));
    expect(currentLocation()).toBe('/deposit/fiat?currency=USD&channelId=usd-fiat-in');
    expect(await screen.findByRole('form', { name: text('deposit.formLabel', { channel: 'QuickPay' }) })).toBeInTheDocument();
    // The page names the chosen channel, never a transfer the player did not choose.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Deposit with QuickPay');
    expect(document.body).not.toHaveTextContent(/by transfer/i);
    expect(bodiesTo(api, '/payment/channel/page')).toContainEqual(expect.objectContaining({ currency: 'USD', direction: 'deposit' }));
  });

  it("writes a method's fee share as the player's language does: 1.9% in English, %1,9 in Turkish", async () => {
    startApi({ channels: [fakeChannel({ channelId: 'usd-card-in', name: 'CardPay', kind: 'bank_card', feePercent: '1.9' })] });
    renderWallet('/deposit?currency=USD');
    const card = await screen.findByRole('link', { name: /CardPay/ });
    expect(card).toHaveTextContent('1.9%');
    await act(() => i18n.changeLanguage('tr'));
    await waitFor(() => expect(screen.getByRole('link', { name: /CardPay/ })).toHaveTextContent('%1,9'));
    expect(screen.getByRole('link', { name: /CardPay/ })).not.toHaveTextContent('1.9%');
  });

  it("switches to another currency's methods", async () => {
    startApi({ channels: CHANNELS });
    renderWallet('/deposit?currency=USD');
    await screen.findByRole('link', { name: /QuickPay/ });
    await userEvent.click(screen.getByRole('radio', { name: 'EUR' }));
    expect(await screen.findByRole('link', { name: /EuroPay/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /QuickPay/ })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/deposit?currency=EUR');
  });

  it("shows a bank transfer's own account and reference in place", async () => {
    startApi({ channels: CHANNELS });
    renderWallet('/deposit?currency=USD');
    const transfer = await screen.findByRole('button', { name: /BankLink/ });
    expect(transfer).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(transfer);
    expect(transfer).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('0123456789')).toBeInTheDocument();
    expect(screen.getByText('P-U1')).toBeInTheDocument();
  });

  it('says so when a currency has no deposit method', async () => {
    startApi({ channels: [] });
    renderWallet('/deposit?currency=USD');
    expect(await screen.findByText(text('methods.emptyDeposit', { currency: 'USD' }))).toBeInTheDocument();
  });

  it('offers Try again when the methods cannot load, and shows them once they do', async () => {
    const api = startApi({ channels: CHANNELS });
    const working = platformRoute('/payment/channel/page', { channels: CHANNELS });
    let broken = true;
    api.use({
      '/v1/payment/channel/page': (call) => (broken ? errorResponse(500, 'INTERNAL_ERROR') : working(call)),
    });
    renderWallet('/deposit?currency=USD');
    expect(await screen.findByText(text('methods.loadFailed'))).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: i18n.t('ui.retry', { ns: 'common' }) }));
    expect(await screen.findByRole('link', { name: /QuickPay/ })).toBeInTheDocument();
  });
});

describe('a deposit through the provider’s page', () => {
  const at = '/deposit/fiat?currency=USD&channelId=usd-fiat-in';

  it("refuses an amount outside the channel's limits with a translated message and sends nothing", async () => {
    const api = startApi({ channels: CHANNELS });
    renderWallet(at);
    const amount = await screen.findByRole('textbox', { name: text('amount.label') });
    const user = userEvent.setup();
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: text('deposit.continue') }));
    expect(await screen.findByText(`The minimum amount is ${usd('10')}.`)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '5000');
    expect(await screen.findByText(`The maximum amount is ${usd('1000')}.`)).toBeInTheDocument();

    await act(() => i18n.changeLanguage('vi'));
    const vietnamese = i18n
      .t('forms.errors.amountMax', {
        ns: 'common',
        amount: formatMoney('1000', 'USD', { decimals: 2, locale: 'vi' }),
      })
      .replace(/\s+/g, ' ');
    expect(await screen.findByText(vietnamese)).toBeInTheDocument();
    expect(bodiesTo(api, INITIATE)).toEqual([]);
  });

  it('shows the fee and what arrives as the player types', async () => {
    startApi({ channels: [fakeChannel({ feePercent: '2.5', feeFixed: '0.5' })] });
    renderWallet(at);
    await userEvent.type(await screen.findByRole('textbox', { name: text('amount.label') }), '100');
    const list = screen.getByLabelText(text('amount.summary'));
    expect(list).toHaveTextContent(usd('3.00'));
    expect(list).toHaveTextContent(usd('97.00'));
  });

  it('sends one deposit with one Idempotency-Key on a double tap, then opens the provider’s page', async () => {
    const api = startApi({ channels: CHANNELS, redirectUrl: 'https://pay.example.com/checkout/77' });
    renderWallet(at);
    await userEvent.type(await screen.findByRole('textbox', { name: text('amount.label') }), '50');
    const submit = screen.getByRole('button', { name: text('deposit.continue') });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://pay.example.com/checkout/77'));
    const calls = api.callsTo(`/v1${INITIATE}`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.body).toEqual({
      channelId: 'usd-fiat-in',
      currency: 'USD',
      amount: '50',
      returnPath: '/deposit?currency=USD&returning=1',
    });
    expect(screen.getByRole('button', { name: text('deposit.opening') })).toBeDisabled();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('tries again with the same Idempotency-Key after an answer that never came', async () => {
    const api = startApi({ channels: CHANNELS });
    let lost = true;
    const answer = platformRoute(INITIATE, { channels: CHANNELS });
    api.use({
      [`/v1${INITIATE}`]: (call) => {
        if (lost) {
          lost = false;
          throw new TypeError('Failed to fetch');
        }
        return answer(call);
      },
    });
    renderWallet(at);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text('amount.label') }), '50');
    await user.click(screen.getByRole('button', { name: text('deposit.continue') }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text('deposit.continue') }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    const keys = api.callsTo(`/v1${INITIATE}`).map((call) => call.request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("explains the platform's refusal in the player's language", async () => {
    const api = startApi({ channels: CHANNELS });
    api.use({ [`/v1${INITIATE}`]: () => errorResponse(400, 'AMOUNT_ABOVE_MAXIMUM', { meta: { maxAmount: '40', currency: 'USD' } }) });
    await act(() => i18n.changeLanguage('es'));
    renderWallet(at);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text('amount.label', {}, 'es') }), '50');
    await user.click(screen.getByRole('button', { name: text('deposit.continue', {}, 'es') }));
    // The amount as the app writes money in Spanish: "40,00 US$" or "40,00 $", never "40 USD".
    const maxAmount = formatMoney('40', 'USD', { locale: 'es' });
    const message = i18n.t('error_codes:AMOUNT_ABOVE_MAXIMUM', { lng: 'es', maxAmount });
    expect(await screen.findByRole('alert')).toHaveTextContent(message.replace(/\s/g, ' '), { normalizeWhitespace: true });
    expect(screen.getByRole('alert')).not.toHaveTextContent('USD');
    expect(opened).not.toHaveBeenCalled();
  });

  it('asks for verification first when deposits need a higher level', async () => {
    signIn({ kycLevel: 0, minDepositKycLevel: 1 });
    startApi({ channels: CHANNELS });
    renderWallet(at);
    expect(await screen.findByText(text('kyc.title', { level: 1 }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('kyc.action') })).toHaveAttribute('href', '/kyc');
    expect(screen.getByRole('button', { name: text('deposit.continue') })).toBeDisabled();
  });

  it("opens the deposit when the operator's settings came without paymentSettings (no level asked: the default 0)", async () => {
    signIn({ kycLevel: 0 });
    const { paymentSettings: _left, ...partial } = store.get(accountSettingsAtom);
    act(() => store.set(configAtom, { ...store.get(configAtom), accountSettings: partial as AccountSettings }));
    startApi({ channels: CHANNELS });
    renderWallet(at);
    expect(await screen.findByRole('button', { name: text('deposit.continue') })).toBeEnabled();
    expect(screen.queryByText(text('kyc.title', { level: 1 }))).not.toBeInTheDocument();
  });

  it('offers another method when the one in the link is gone', async () => {
    startApi({ channels: CHANNELS });
    renderWallet('/deposit/fiat?currency=USD&channelId=retired');
    expect(await screen.findByText(text('methods.unavailableTitle'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: text('methods.pickAnother') }));
    expect(currentLocation()).toBe('/deposit?currency=USD');
  });
});

describe('a card deposit', () => {
  const expired = fakeBankCard({ bankCardId: 'card-old', last4: '1111', expiryYear: 2020, isDefault: false, brand: 'mastercard' });

  it('takes a card and an amount, shows the review with the fee, and confirms once with that card', async () => {
    const api = startApi({ channels: CHANNELS, bankCards: [fakeBankCard(), expired] });
    renderWallet('/deposit/bank-card?currency=USD&channelId=usd-card-in');
    const visa = await screen.findByRole('radio', { name: /Visa ending in 4242/ });
    expect(visa).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mastercard ending in 1111/ })).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: text('amount.label') }), '100');
    await user.click(screen.getByRole('button', { name: text('review.next') }));

    await waitFor(() =>
      expect(currentLocation()).toBe('/deposit/bank-card/submit?currency=USD&channelId=usd-card-in&bankCardId=card-1&amount=100'),
    );
    const review = await screen.findByLabelText(text('review.title'));
    expect(review).toHaveTextContent(usd('100.00'));
    expect(review).toHaveTextContent(usd('2.00'));
    expect(review).toHaveTextContent(usd('98.00'));
    await user.click(screen.getByRole('button', { name: text('review.confirmDeposit') }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(bodiesTo(api, INITIATE)).toEqual([
      { channelId: 'usd-card-in', currency: 'USD', amount: '100', bankCardId: 'card-1', returnPath: '/deposit?currency=USD&returning=1' },
    ]);
  });

  it('refuses an amount below the card channel’s minimum before the review', async () => {
    startApi({ channels: CHANNELS, bankCards: [fakeBankCard()] });
    renderWallet('/deposit/bank-card?currency=USD&channelId=usd-card-in');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text('amount.label') }), '15');
    await user.click(screen.getByRole('button', { name: text('review.next') }));
    expect(await screen.findByText(`The minimum amount is ${usd('20')}.`)).toBeInTheDocument();
    expect(currentLocation()).toBe('/deposit/bank-card?currency=USD&channelId=usd-card-in');
  });

  it('stops a review whose amount is out of range and leads back to change it', async () => {
    const api = startApi({ channels: CHANNELS, bankCards: [fakeBankCard()] });
    renderWallet('/deposit/bank-card/submit?currency=USD&channelId=usd-card-in&bankCardId=card-1&amount=900');
    expect(await screen.findByText(`The maximum amount is ${usd('500')}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('review.confirmDeposit') })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: text('review.change') }));
    expect(currentLocation()).toBe('/deposit/bank-card?currency=USD&channelId=usd-card-in&bankCardId=card-1&amount=900');
    expect(bodiesTo(api, INITIATE)).toEqual([]);
  });

  it('leads a player without a card to add one and come back', async () => {
    startApi({ channels: CHANNELS, bankCards: [] });
    renderWallet('/deposit/bank-card?currency=USD&channelId=usd-card-in');
    expect(await screen.findByText(text('cards.noneTitle'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: text('cards.add') }));
    const next = new URLSearchParams(currentLocation().split('?')[1]).get('next');
    expect(currentLocation().startsWith('/wallet/bank-card/bind?')).toBe(true);
    expect(next).toBe('/deposit/bank-card?currency=USD&channelId=usd-card-in');
  });
});

describe('the deposit’s status, back from the provider', () => {
  it('shows a settled deposit as received with what was credited', async () => {
    startApi({ transactions: [fakeTransaction({ transactionId: 'tx-9', amount: '100', fee: '2', status: 'success' })] });
    renderWallet('/deposit?currency=USD&transactionId=tx-9');
    expect(await screen.findByText(text('depositStatus.success.title'))).toBeInTheDocument();
    const card = screen.getByText(text('depositStatus.credited')).closest('dl');
    expect(card).toHaveTextContent(usd('98.00'));
    expect(screen.getByRole('link', { name: text('depositStatus.seeTransactions') })).toHaveAttribute('href', '/transactions');
  });

  it("shows a failed deposit with the provider's reason and a way to try again", async () => {
    const failed = fakeTransaction({
      transactionId: 'tx-9',
      status: 'failed',
      steps: [
        { status: 'pending', at: '2026-03-01T10:00:00.000Z', note: null },
        { status: 'failed', at: '2026-03-01T10:01:00.000Z', note: 'Card declined' },
      ],
    });
    startApi({ transactions: [failed] });
    renderWallet('/deposit?currency=USD&transactionId=tx-9');
    expect(await screen.findByText(text('depositStatus.failed.title'))).toBeInTheDocument();
    expect(screen.getByText(/Card declined/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('depositStatus.tryAgain') })).toHaveAttribute('href', '/deposit?currency=USD');
  });

  it('follows a waiting deposit until the platform says it is credited', async () => {
    const pending = fakeTransaction({ transactionId: 'tx-9', status: 'pending' });
    startApi({ transactions: [pending] });
    renderWallet('/deposit?currency=USD&transactionId=tx-9');
    expect(await screen.findByText(text('depositStatus.waiting.title'))).toBeInTheDocument();
    pushTransaction({
      ...pending,
      status: 'success',
      steps: [...pending.steps, { status: 'success', at: '2026-03-01T10:02:00.000Z', note: null }],
      updatedAt: '2026-03-01T10:02:00.000Z',
    });
    expect(await screen.findByText(text('depositStatus.success.title'))).toBeInTheDocument();
  });

  it('finds the deposit the player left for when the provider sends them back', async () => {
    const api = startApi({ channels: CHANNELS });
    const first = renderWallet('/deposit/fiat?currency=USD&channelId=usd-fiat-in');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: text('amount.label') }), '50');
    await user.click(screen.getByRole('button', { name: text('deposit.continue') }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    first.unmount();

    renderWallet('/deposit?currency=USD&returning=1');
    expect(await screen.findByText(text('depositStatus.waiting.title'))).toBeInTheDocument();
    expect(bodiesTo(api, '/payment/transaction/page')).toContainEqual(expect.objectContaining({ transactionId: 'tx-new-1' }));
  });
});
