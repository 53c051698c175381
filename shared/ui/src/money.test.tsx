import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { KitValuesProvider, type KitValues } from './components/KitValues.tsx';
import { Money, useMoneyFormatter } from './components/Money.tsx';
import { convertMoney, currencyDigits, formatMoney, formatPercent, totalIn } from './money.ts';
import { setupKitI18n } from './testSetup.ts';

// Intl separates a symbol from the number with a no-break space in many languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPercent', () => {
  it('writes a percentage as the language does: 1.9% in English, %1,9 in Turkish', () => {
    expect(formatPercent(1.9, 'en')).toBe('1.9%');
    expect(formatPercent(1.9, 'tr')).toBe('%1,9');
    expect(plain(formatPercent(12.5, 'es'))).toBe('12,5 %');
    expect(formatPercent(0.125, 'en', { maximumFractionDigits: 3 })).toBe('0.125%');
  });
});

describe('convertMoney rounding', () => {
  it('rounds what is still owed up to the next cent, and an exact amount stays as it is', () => {
    const rates = { EUR: '0.92' };
    expect(convertMoney('10.01', 'USD', 'EUR', rates)).toBe('9.21');
    expect(convertMoney('10.01', 'USD', 'EUR', rates, { round: 'up' })).toBe('9.21');
    expect(convertMoney('10.02', 'USD', 'EUR', rates)).toBe('9.22');
    expect(convertMoney('10.03', 'USD', 'EUR', rates, { round: 'up' })).toBe('9.23');
    expect(convertMoney('10.04', 'USD', 'EUR', rates, { round: 'up' })).toBe('9.24');
    expect(convertMoney('1', 'USD', 'EUR', { EUR: '0.923' }, { round: 'up' })).toBe('0.93');
    expect(convertMoney('1', 'USD', 'EUR', { EUR: '0.923' })).toBe('0.92');
    expect(convertMoney('100', 'USD', 'EUR', { EUR: '0.92' }, { round: 'up' })).toBe('92.00');
  });
});

describe('formatMoney', () => {
  it("uses each currency's own decimals: VND has none, USD two", () => {
    expect(plain(formatMoney('25400', 'VND', { locale: 'vi' }))).toBe('25.400 ₫');
    expect(plain(formatMoney('25400.6', 'VND', { locale: 'vi' }))).toBe('25.401 ₫');
    expect(formatMoney('12.5', 'USD', { locale: 'en' })).toBe('$12.50');
    expect(currencyDigits('VND')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
  });

  it('reads integers as minor units and strings as decimals in the major unit', () => {
    expect(formatMoney(1250, 'USD', { locale: 'en' })).toBe('$12.50');
    expect(formatMoney(1250n, 'USD', { locale: 'en' })).toBe('$12.50');
    expect(formatMoney(-5, 'USD', { locale: 'en' })).toBe('-$0.05');
    expect(plain(formatMoney(25400, 'VND', { locale: 'vi' }))).toBe('25.400 ₫');
    expect(formatMoney(123456789012345678n, 'USD', { locale: 'en' })).toBe('$1,234,567,890,123,456.78');
  });

  it('groups digits as the language does: vi, hi (lakh), tr, pt, es', () => {
    expect(plain(formatMoney('1234567', 'VND', { locale: 'vi' }))).toBe('1.234.567 ₫');
    expect(formatMoney('1234567.5', 'INR', { locale: 'hi' })).toBe('₹12,34,567.50');
    expect(formatMoney('1234567.5', 'TRY', { locale: 'tr' })).toBe('₺1.234.567,50');
    expect(plain(formatMoney('1234.5', 'BRL', { locale: 'pt' }))).toBe('R$ 1.234,50');
    expect(plain(formatMoney('12345.5', 'EUR', { locale: 'es' }))).toBe('12.345,50 €');
    expect(formatMoney('1234567.5', 'USD', { locale: 'en' })).toBe('$1,234,567.50');
  });

  it('shows the narrow symbol where a language has none of its own: ₺0.00 in English, never TRY 0.00', () => {
    expect(formatMoney('0', 'TRY', { locale: 'en' })).toBe('₺0.00');
    expect(plain(formatMoney('1250', 'VND', { locale: 'en' }))).toBe('₫1,250');
    expect(formatMoney('12.5', 'USD', { locale: 'es' })).not.toContain('US');
  });

  it('keeps large amounts exact (no binary floats on the way)', () => {
    expect(formatMoney('90071992547409.93', 'USD', { locale: 'en' })).toBe('$90,071,992,547,409.93');
  });

  it('shows the code after the number when asked, and for codes Intl does not know', () => {
    expect(plain(formatMoney('125', 'USD', { locale: 'en', display: 'code' }))).toBe('125.00 USD');
    expect(plain(formatMoney('125', 'USD', { locale: 'tr', display: 'code' }))).toBe('125,00 USD');
    expect(plain(formatMoney('1.5', 'USDT', { locale: 'en', decimals: 2 }))).toBe('1.50 USDT');
  });

  it('takes the decimals it is given over Intl digits, and signs winnings when asked', () => {
    expect(formatMoney('0.12345678', 'BTC', { locale: 'en', decimals: 8, display: 'code' }).startsWith('0.12345678')).toBe(true);
    expect(formatMoney('5', 'USD', { locale: 'en', signed: true })).toBe('+$5.00');
    expect(formatMoney('0', 'USD', { locale: 'en', signed: true })).toBe('$0.00');
  });
});

describe('conversion to the display currency', () => {
  const rates = { EUR: '0.92', VND: '25400', INR: '83.2' };

  it('goes through the base currency and rounds to the target decimals', () => {
    expect(convertMoney('10', 'USD', 'VND', rates)).toBe('254000');
    expect(convertMoney('254000', 'VND', 'USD', rates)).toBe('10.00');
    expect(convertMoney('9.20', 'EUR', 'INR', rates)).toBe('832.00');
    expect(convertMoney('7', 'EUR', 'EUR', rates)).toBe('7.00');
  });

  it('gives no figure when a rate is missing, rather than a wrong one', () => {
    expect(convertMoney('10', 'USD', 'GBP', rates)).toBeNull();
    expect(totalIn([{ amount: '1', currency: 'GBP' }], 'USD', rates)).toBeNull();
  });

  it('sums balances in several currencies', () => {
    expect(
      totalIn(
        [
          { amount: '10', currency: 'USD' },
          { amount: '9.20', currency: 'EUR' },
          { amount: '25400', currency: 'VND' },
        ],
        'USD',
        rates,
      ),
    ).toBe('21.00');
  });
});

describe('<Money> and useMoneyFormatter', () => {
  beforeAll(() => setupKitI18n('en'));
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  /** Drawn with the values the app gives the kit (none: the kit's defaults). */
  const inKit = (node: React.ReactNode, values: Partial<KitValues> = {}) => (
    <I18nextProvider i18n={i18n}>
      <KitValuesProvider values={values}>{node}</KitValuesProvider>
    </I18nextProvider>
  );
  const renderMoney = (node: React.ReactNode, values: Partial<KitValues> = {}) => render(inKit(node, values));

  it("follows the player's language", async () => {
    renderMoney(<Money amount="1234.5" currency="TRY" />);
    expect(screen.getByText('₺1,234.50')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByText('₺1.234,50')).toBeInTheDocument();
  });

  it("takes a currency's decimals from the platform's currency list the app gives", () => {
    renderMoney(<Money amount="1.5" currency="XAU" display="code" />, { currencies: [{ currency: 'XAU', decimals: 4 }] });
    expect(screen.getByText('1.5000')).toBeInTheDocument();
    expect(screen.getByText('XAU')).toHaveClass('money__code');
  });

  it('converts with the rates the app gives', () => {
    function Total() {
      const money = useMoneyFormatter();
      const total = money.convert('10', 'USD', 'VND');
      return <p>{total === null ? 'unknown' : money.format(total, 'VND')}</p>;
    }
    const { rerender } = renderMoney(<Total />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('unknown');
    rerender(inKit(<Total />, { rates: { VND: '25400' } }));
    expect(plain(screen.getByRole('paragraph').textContent ?? '')).toBe('₫254,000');
  });

  it('shows a total in the display currency, and nothing while its rate is unknown', () => {
    const values = { rates: { EUR: '0.92' }, displayCurrency: 'EUR' };
    function Total({ from }: { from: string }) {
      const money = useMoneyFormatter();
      return <p>{money.formatInDisplay('100', from) ?? 'no rate'}</p>;
    }
    const { rerender } = renderMoney(<Total from="USD" />, values);
    expect(plain(screen.getByRole('paragraph').textContent ?? '')).toBe('€92.00');
    rerender(inKit(<Total from="VND" />, values));
    expect(screen.getByRole('paragraph')).toHaveTextContent('no rate');
    rerender(inKit(<Total from="USD" />));
    expect(screen.getByRole('paragraph')).toHaveTextContent('no rate');
  });
});
