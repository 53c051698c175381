import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { i18n } from '@app/i18n';
import { AmountField, amountSchema, compareAmounts, decimalSeparator, Form, normaliseAmount, SubmitButton, useZodForm } from './index.ts';
import { setupFormTexts } from './testSetup.tsx';
import { formatMoney } from '../money.ts';

beforeAll(setupFormTexts);
afterEach(() => act(() => i18n.changeLanguage('en')));

function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

interface Channel {
  currency: string;
  decimals: number;
  min?: string;
  max?: string;
}

function DepositForm({
  channel,
  onSubmit,
  quickPicks = [],
}: {
  channel: Channel;
  onSubmit: (values: { amount: string }) => void;
  quickPicks?: string[];
}) {
  const form = useZodForm(z.object({ amount: amountSchema(channel) }), { defaultValues: { amount: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <AmountField name="amount" label="Amount" {...channel} quickPicks={quickPicks} />
      <SubmitButton>Deposit</SubmitButton>
    </Form>
  );
}

const USD = { currency: 'USD', decimals: 2 };
const VND = { currency: 'VND', decimals: 0 };
const JPY = { currency: 'JPY', decimals: 0 };
const BTC = { currency: 'BTC', decimals: 8 };

describe('what the amount field keeps of what the player types', () => {
  it.each([
    ['12.345', USD, '12.34'],
    ['12,5', USD, '12.5'],
    ['0007', USD, '7'],
    [',5', USD, '0.5'],
    ['1.2.3', USD, '1.23'],
    ['$ 1 000', USD, '1000'],
    ['10.000', VND, '10000'],
    ['250,5', JPY, '2505'],
    ['0.123456789', BTC, '0.12345678'],
    ['١٢٫٥', USD, '12.5'],
  ])('"%s" in %o is %s', (typed, currency, kept) => {
    expect(normaliseAmount(typed, currency.decimals)).toBe(kept);
  });

  it("knows each language's decimal mark", () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('hi')).toBe('.');
    expect(decimalSeparator('vi')).toBe(',');
    expect(decimalSeparator('pt')).toBe(',');
    expect(decimalSeparator('tr')).toBe(',');
  });

  it('compares amounts exactly', () => {
    expect(compareAmounts('10', '10.00')).toBe(0);
    expect(compareAmounts('9.99', '10')).toBe(-1);
    expect(compareAmounts('100000000000000000.01', '100000000000000000')).toBe(1);
    expect(compareAmounts('0.00000001', '0.000000009')).toBe(1);
  });
});

describe('the amount schema (the same rules on the platform)', () => {
  it("takes no more fraction digits than the currency has, within the channel's limits", () => {
    const usd = amountSchema({ ...USD, min: '10', max: '500' });
    expect(usd.parse('10.5')).toBe('10.5');
    expect(usd.parse('25.')).toBe('25');
    expect(usd.safeParse('10.555').success).toBe(false);
    expect(usd.safeParse('9.99').success).toBe(false);
    expect(usd.safeParse('500.01').success).toBe(false);
    expect(usd.safeParse('0').success).toBe(false);
    expect(amountSchema(VND).safeParse('1000.5').success).toBe(false);
    expect(amountSchema(VND).parse('25000')).toBe('25000');
    expect(amountSchema(BTC).parse('0.00000001')).toBe('0.00000001');
    expect(amountSchema(BTC).safeParse('0.000000001').success).toBe(false);
  });
});

describe('the amount field', () => {
  it('stops at two decimals for dollars and sends the plain amount', async () => {
    const sent = jest.fn();
    render(<DepositForm channel={USD} onSubmit={sent} />, { wrapper: Providers });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await user.type(amount, '25.999');
    expect(amount).toHaveValue('25.99');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ amount: '25.99' }));
  });

  it('takes no decimals for dong or yen', async () => {
    render(<DepositForm channel={VND} onSubmit={jest.fn()} />, { wrapper: Providers });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    await user.type(amount, '50.000,5');
    expect(amount).toHaveValue('500005');
  });

  it('takes eight decimals for bitcoin', async () => {
    render(<DepositForm channel={BTC} onSubmit={jest.fn()} />, { wrapper: Providers });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '0.1234567891');
    expect(amount).toHaveValue('0.12345678');
  });

  it("writes the amount with the player's decimal mark and accepts either mark", async () => {
    await act(() => i18n.changeLanguage('pt'));
    const sent = jest.fn();
    render(<DepositForm channel={{ currency: 'BRL', decimals: 2 }} onSubmit={sent} />, { wrapper: Providers });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '12,5');
    expect(amount).toHaveValue('12,5');
    await user.clear(amount);
    await user.type(amount, '7.25');
    expect(amount).toHaveValue('7,25');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ amount: '7.25' }));
  });

  it("names the channel's limits as money, in the player's language", async () => {
    const channel = { ...USD, min: '10', max: '1000' };
    const { unmount } = render(<DepositForm channel={channel} onSubmit={jest.fn()} />, { wrapper: Providers });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription(/From \$10\.00 to \$1,000\.00/);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The minimum amount is $10.00.')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '1000.01');
    expect(await screen.findByText('The maximum amount is $1,000.00.')).toBeInTheDocument();
    unmount();

    await act(() => i18n.changeLanguage('pt'));
    render(<DepositForm channel={channel} onSubmit={jest.fn()} />, { wrapper: Providers });
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    // The page's text matcher reads the number format's no-break space as a space.
    const money = new Intl.NumberFormat('pt', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' })
      .format(10)
      .replace(/\s/g, ' ');
    expect(await screen.findByText(`O valor mínimo é ${money}.`)).toBeInTheDocument();
  });

  it("writes the limits with the kit's one money formatter, a code Intl does not know after the number", async () => {
    const usdt = { currency: 'USDT', decimals: 2, min: '20', max: '5000' };
    render(<DepositForm channel={usdt} onSubmit={jest.fn()} />, { wrapper: Providers });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount');
    const text = (value: string) => formatMoney(value, 'USDT', { decimals: 2, locale: 'en' });
    expect(text('5000')).toBe('5,000.00\u00a0USDT');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(`From ${text('20')} to ${text('5000')}`));
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The minimum amount is 20.00 USDT.')).toBeInTheDocument();
  });

  it('fills the field from a quick pick, and offers none outside the limits', async () => {
    const sent = jest.fn();
    render(
      <DepositForm
        channel={{ ...VND, min: '50000', max: '5000000' }}
        quickPicks={['10000', '50000', '100000', '500000']}
        onSubmit={sent}
      />,
      {
        wrapper: Providers,
      },
    );
    const user = userEvent.setup();
    const picks = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    const label = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'VND' }).format(amount);
    expect(picks.map((pick) => pick.textContent)).toEqual([label(10000), label(50000), label(100000), label(500000)]);
    expect(picks[0]).toBeDisabled();
    await user.click(screen.getByRole('button', { name: label(100000) }));
    expect(screen.getByLabelText('Amount')).toHaveValue('100000');
    expect(screen.getByRole('button', { name: label(100000) })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ amount: '100000' }));
  });
});
