import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse } from '@app/api/testing';
import { i18n } from '@app/i18n';
import { cardFormSchema, groupCardNumber } from '../src/features/bank-cards/model/cardForm.ts';
import { afterBindPath } from '../src/features/bank-cards/model/returnPath.ts';
import { fakeBankCard, fakeChannel } from './fakes.ts';
import { bodiesTo, currentLocation, fixClock, renderWallet, resetAll, setupTexts, signIn, startApi, text } from './harness.tsx';

// Each test types a whole card (number, holder, expiry) key by key, which on a busy machine takes
// longer than the default five seconds.
jest.setTimeout(20_000);

const ADD = '/payment/bankcard/add';
const CARD_CHANNEL = fakeChannel({ channelId: 'usd-card-in', name: 'CardPay', kind: 'bank_card' });
beforeAll(setupTexts);
beforeEach(() => {
  signIn();
  // Only the clock is fixed (15 June 2026); timers stay real for the page and the player.
  fixClock('2026-06-15T12:00:00Z');
});
afterEach(async () => {
  jest.useRealTimers();
  resetAll();
  await act(() => i18n.changeLanguage('en'));
});

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { number: string; holder?: string; month?: string; year?: string },
) {
  await user.type(screen.getByRole('textbox', { name: text('bind.number') }), card.number);
  if (card.holder !== undefined) await user.type(screen.getByRole('textbox', { name: text('bind.holder') }), card.holder);
  if (card.month) await user.selectOptions(screen.getByRole('combobox', { name: text('bind.month') }), card.month);
  if (card.year) await user.selectOptions(screen.getByRole('combobox', { name: text('bind.year') }), card.year);
}

describe('the card form’s rules', () => {
  const now = () => new Date('2026-06-15T12:00:00Z');
  const valid = { cardNumber: '4242 4242 4242 4242', holderName: ' Ana Player ', expiryMonth: '06', expiryYear: '2026', isDefault: false };

  it('sends what the contract asks for: the digits, the trimmed name and the expiry as numbers', () => {
    expect(cardFormSchema(now).parse(valid)).toEqual({
      cardNumber: '4242424242424242',
      holderName: 'Ana Player',
      expiryMonth: 6,
      expiryYear: 2026,
      isDefault: false,
    });
  });

  it('refuses a number failing the Luhn check, a short one and a month already gone', () => {
    const issues = (values: Partial<typeof valid>) =>
      (cardFormSchema(now).safeParse({ ...valid, ...values }).error?.issues ?? []).map((issue) => issue.message);
    expect(issues({ cardNumber: '4242 4242 4242 4241' })).toEqual([expect.stringContaining('bind.errors.numberInvalid')]);
    expect(issues({ cardNumber: '4242 4242' })).toEqual([expect.stringContaining('bind.errors.numberLength')]);
    expect(issues({ expiryMonth: '05' })).toEqual([expect.stringContaining('bind.errors.expired')]);
    expect(issues({ holderName: ' ' })).toEqual([expect.stringContaining('bind.errors.holderRequired')]);
  });

  it('groups the number in fours as printed, up to 19 digits', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(groupCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('returns to the page that asked, with the new card chosen, and never to another site', () => {
    expect(afterBindPath({ next: '/withdraw/bank-card?currency=USD', returnTo: null }, 'card-9')).toBe(
      '/withdraw/bank-card?currency=USD&bankCardId=card-9',
    );
    expect(afterBindPath({ next: null, returnTo: '/deposit/bank-card' }, 'card-9')).toBe('/deposit/bank-card?bankCardId=card-9');
    expect(afterBindPath({ next: '//evil.example.com/x', returnTo: 'https://evil.example.com' }, 'card-9')).toBeNull();
  });
});

describe('adding a bank card', () => {
  it('shows the brand from the first digits and groups the number as it is typed', async () => {
    startApi();
    renderWallet('/wallet/bank-card/bind');
    const user = userEvent.setup();
    const number = await screen.findByRole('textbox', { name: text('bind.number') });
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Visa'));
    await user.clear(number);
    await user.type(number, '5555');
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Mastercard'));
  });

  it('refuses a number that fails the Luhn check, with a translated message, and sends nothing', async () => {
    const api = startApi();
    renderWallet('/wallet/bank-card/bind');
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: text('bind.number') });
    await fillCard(user, { number: '4242424242424241', holder: 'Ana Player', month: '12', year: '2030' });
    await user.click(screen.getByRole('button', { name: text('bind.submit') }));
    const number = screen.getByRole('textbox', { name: text('bind.number') });
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining(text('bind.errors.numberInvalid'))));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();

    await act(() => i18n.changeLanguage('tr'));
    expect(await screen.findByText(text('bind.errors.numberInvalid', {}, 'tr'))).toBeInTheDocument();
    expect(bodiesTo(api, ADD)).toEqual([]);
  });

  it('refuses an expiry date already gone', async () => {
    const api = startApi();
    renderWallet('/wallet/bank-card/bind');
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: text('bind.number') });
    const years = screen.getAllByRole('option').map((option) => option.textContent);
    expect(years).not.toContain('2025');
    await fillCard(user, { number: '4242424242424242', holder: 'Ana Player', month: '03', year: '2026' });
    await user.click(screen.getByRole('button', { name: text('bind.submit') }));
    expect(await screen.findByText(text('bind.errors.expired'))).toBeInTheDocument();
    expect(bodiesTo(api, ADD)).toEqual([]);
  });

  it('adds the card and goes back to the card deposit it came from, with the new card chosen', async () => {
    const api = startApi({ channels: [CARD_CHANNEL], bankCards: [fakeBankCard()] });
    const notes: string[] = [];
    const { setNotifier } = await import('@app/api');
    setNotifier((message) => notes.push(message));
    renderWallet(`/wallet/bank-card/bind?next=${encodeURIComponent('/deposit/bank-card?currency=USD&channelId=usd-card-in')}`);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: text('bind.number') });
    await fillCard(user, { number: '5555 5555 5555 4444', holder: 'Ana Player', month: '12', year: '2030' });
    await user.click(screen.getByRole('checkbox', { name: text('bind.makeDefault') }));
    await user.click(screen.getByRole('button', { name: text('bind.submit') }));

    await waitFor(() => expect(currentLocation()).toBe('/deposit/bank-card?currency=USD&channelId=usd-card-in&bankCardId=card-2'));
    expect(bodiesTo(api, ADD)).toEqual([
      { cardNumber: '5555555555554444', holderName: 'Ana Player', expiryMonth: 12, expiryYear: 2030, isDefault: true },
    ]);
    expect(await screen.findByRole('radio', { name: /Mastercard ending in 4444/ })).toBeChecked();
    expect(notes).toEqual([text('bind.added', { brand: 'Mastercard', last4: '4444' })]);
  });

  it("explains the platform's refusal and keeps what was typed", async () => {
    const api = startApi();
    api.use({ [`/v1${ADD}`]: () => errorResponse(409, 'BANK_CARD_DUPLICATE') });
    renderWallet('/wallet/bank-card/bind');
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: text('bind.number') });
    await fillCard(user, { number: '4242424242424242', holder: 'Ana Player', month: '12', year: '2030' });
    await user.click(screen.getByRole('button', { name: text('bind.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('error_codes:BANK_CARD_DUPLICATE'));
    expect(screen.getByRole('textbox', { name: text('bind.number') })).toHaveValue('4242 4242 4242 4242');
    expect(currentLocation()).toBe('/wallet/bank-card/bind');
  });

  it('goes to the card withdrawal when no page of this site sent the player', async () => {
    startApi({ channels: [fakeChannel({ channelId: 'usd-card-out', kind: 'bank_card', direction: 'withdraw' })] });
    renderWallet(`/wallet/bank-card/bind?next=${encodeURIComponent('https://evil.example.com/')}`);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: text('bind.number') });
    expect(screen.getByRole('link', { name: text('bind.cancel') })).toHaveAttribute('href', '/withdraw');
    await fillCard(user, { number: '4242424242424242', holder: 'Ana Player', month: '12', year: '2030' });
    await user.click(screen.getByRole('button', { name: text('bind.submit') }));
    await waitFor(() => expect(currentLocation()).toBe('/withdraw/bank-card'));
  });
});
