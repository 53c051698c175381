import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifier, type ToastVariant } from '@app/api';
import { errorResponse } from '@app/api/testing';
import { i18n } from '@app/i18n';
import { fakeBankCard, fakeChannel } from './fakes.ts';
import { bodiesTo, fixClock, renderWallet, resetAll, setupTexts, signIn, startApi, text } from './harness.tsx';

const UPDATE = '/payment/bankcard/update';
const DELETE = '/payment/bankcard/delete';
const PAGE = '/withdraw/bank-card?currency=USD&channelId=usd-card-out';
const CHANNELS = [fakeChannel({ channelId: 'usd-card-out', name: 'CardPay', kind: 'bank_card', direction: 'withdraw' })];
const visa = fakeBankCard({ bankCardId: 'card-1', last4: '4242', isDefault: true, createdAt: '2026-01-01T00:00:00.000Z' });
const mastercard = fakeBankCard({
  bankCardId: 'card-2',
  brand: 'mastercard',
  last4: '4444',
  isDefault: false,
  createdAt: '2026-02-01T00:00:00.000Z',
});
const VISA = 'Visa ending in 4242';
const MASTERCARD = 'Mastercard ending in 4444';

const toasts: Array<{ message: string; variant: ToastVariant | undefined }> = [];
beforeAll(setupTexts);
beforeEach(() => {
  signIn();
  fixClock('2026-06-15T12:00:00Z');
  toasts.length = 0;
  setNotifier((message, variant) => toasts.push({ message, variant }));
});
afterEach(async () => {
  jest.useRealTimers();
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

/** The row of a card in the list: its radio and its buttons. */
function row(name: string): HTMLElement {
  const radio = screen.getByRole('radio', { name: new RegExp(name) });
  return radio.closest('.wallet-cards__item') as HTMLElement;
}

describe('making a card the default', () => {
  it('shows it as the default at once, asks the platform, and the default one is chosen', async () => {
    const api = startApi({ channels: CHANNELS, bankCards: [visa, mastercard] });
    renderWallet(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: new RegExp(MASTERCARD) });
    expect(within(row(VISA)).queryByRole('button', { name: `${text('cards.makeDefault')} ${VISA}` })).toBeNull();
    await user.click(within(row(MASTERCARD)).getByRole('button', { name: `${text('cards.makeDefault')} ${MASTERCARD}` }));
    expect(within(row(MASTERCARD)).getByText(text('cards.default'))).toBeInTheDocument();
    expect(within(row(VISA)).queryByText(text('cards.default'))).toBeNull();
    await waitFor(() => expect(bodiesTo(api, UPDATE)).toEqual([{ bankCardId: 'card-2', isDefault: true }]));
    await waitFor(() => expect(toasts).toContainEqual({ message: text('cards.madeDefault', { card: MASTERCARD }), variant: 'success' }));
    // The old default can be made the default again, by keyboard.
    within(row(VISA))
      .getByRole('button', { name: `${text('cards.makeDefault')} ${VISA}` })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodiesTo(api, UPDATE)).toHaveLength(2));
  });

  it('puts the old default back and says so when the platform refuses', async () => {
    const api = startApi({ channels: CHANNELS, bankCards: [visa, mastercard] });
    api.use({ [`/v1${UPDATE}`]: () => errorResponse(500, 'INTERNAL_ERROR') });
    renderWallet(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: new RegExp(MASTERCARD) });
    await user.click(within(row(MASTERCARD)).getByRole('button', { name: `${text('cards.makeDefault')} ${MASTERCARD}` }));
    await waitFor(() => expect(toasts).toContainEqual({ message: text('cards.defaultFailed', { card: MASTERCARD }), variant: 'error' }));
    await waitFor(() => expect(within(row(VISA)).getByText(text('cards.default'))).toBeInTheDocument());
    expect(within(row(MASTERCARD)).queryByText(text('cards.default'))).toBeNull();
  });
});

describe('removing a card', () => {
  it('asks first; keeping the card changes nothing', async () => {
    const api = startApi({ channels: CHANNELS, bankCards: [visa, mastercard] });
    renderWallet(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: new RegExp(MASTERCARD) });
    await user.click(within(row(MASTERCARD)).getByRole('button', { name: `${text('cards.remove')} ${MASTERCARD}` }));
    const dialog = screen.getByRole('dialog', { name: text('cards.removeTitle') });
    expect(dialog).toHaveAccessibleDescription(text('cards.removeText', { card: MASTERCARD }));
    await user.click(within(dialog).getByRole('button', { name: text('cards.removeCancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('radio', { name: new RegExp(MASTERCARD) })).toBeInTheDocument();
    expect(bodiesTo(api, DELETE)).toEqual([]);
  });

  it('takes the card out of the list once confirmed, and the default left is chosen', async () => {
    const api = startApi({ channels: CHANNELS, bankCards: [visa, mastercard] });
    renderWallet(PAGE);
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: new RegExp(VISA) })).toBeChecked();
    await user.click(within(row(VISA)).getByRole('button', { name: `${text('cards.remove')} ${VISA}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text('cards.removeConfirm') }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: new RegExp(VISA) })).toBeNull());
    await waitFor(() => expect(bodiesTo(api, DELETE)).toEqual([{ bankCardId: 'card-1' }]));
    // The platform made the card left the default; it is the one chosen now.
    await waitFor(() => expect(within(row(MASTERCARD)).getByText(text('cards.default'))).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: new RegExp(MASTERCARD) })).toBeChecked();
    expect(toasts).toContainEqual({ message: text('cards.removed', { card: VISA }), variant: 'success' });
    // Focus is not lost with the card's buttons.
    expect(screen.getByRole('link', { name: text('cards.add') })).toHaveFocus();
  });

  it('brings the card back and says so when the platform refuses', async () => {
    const api = startApi({ channels: CHANNELS, bankCards: [visa, mastercard] });
    let answer: (response: Response) => void = () => undefined;
    api.use({ [`/v1${DELETE}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWallet(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: new RegExp(MASTERCARD) });
    await user.click(within(row(MASTERCARD)).getByRole('button', { name: `${text('cards.remove')} ${MASTERCARD}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text('cards.removeConfirm') }));
    // Gone from the list while the platform has not answered.
    await waitFor(() => expect(screen.queryByRole('radio', { name: new RegExp(MASTERCARD) })).toBeNull());
    await act(async () => answer(errorResponse(500, 'INTERNAL_ERROR')));
    expect(await screen.findByRole('radio', { name: new RegExp(MASTERCARD) })).toBeInTheDocument();
    expect(toasts).toContainEqual({ message: text('cards.removeFailed', { card: MASTERCARD }), variant: 'error' });
  });
});
