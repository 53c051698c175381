import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { i18n } from '@app/i18n';
import enCommon from '@app/i18n/locales/en/common.json';
import enErrors from '@app/i18n/locales/en/error_codes.json';
import ptCommon from '@app/i18n/locales/pt/common.json';
import ptErrors from '@app/i18n/locales/pt/error_codes.json';
import {
  cmsConfigAtom,
  currencyListAtom,
  currencyRateAtom,
  DEFAULT_CMS_CONFIG,
  displayCurrencyAtom,
  initialConfig,
  store,
} from '@app/state';
import { Money, useMoneyFormatter } from '@app/ui';
import { LicenceSeal } from '@app/ui/display';
import { EmailField, Form, SubmitButton, useZodForm } from '@app/ui/forms';
import { AppKitValues } from './AppKitValues.tsx';
import { ApiError } from './errors.ts';

// Intl separates a symbol from the number with a no-break space in many languages.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'error_codes'],
    defaultNS: 'common',
    resources: { en: { common: enCommon, error_codes: enErrors }, pt: { common: ptCommon, error_codes: ptErrors } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  store.set(currencyListAtom, initialConfig.currencyList);
  store.set(currencyRateAtom, initialConfig.currencyRate);
  store.set(displayCurrencyAtom, initialConfig.displayCurrency);
  store.set(cmsConfigAtom, DEFAULT_CMS_CONFIG);
  await act(() => i18n.changeLanguage('en'));
});

function InApp({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppKitValues>{children}</AppKitValues>
    </I18nextProvider>
  );
}

describe('the kit under the app, with the values of the store', () => {
  it("shows amounts with the currency list's decimals and totals in the display currency, following the store", () => {
    function Total() {
      return <p>{useMoneyFormatter().formatInDisplay('100', 'USD') ?? 'no rate'}</p>;
    }
    render(
      <>
        <Money amount="1.5" currency="XAU" display="code" />
        <Total />
      </>,
      { wrapper: InApp },
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('no rate');
    act(() => {
      store.set(currencyListAtom, [{ currency: 'XAU', name: 'Gold', decimals: 4, aggregatedEnabled: true, aggregatedHidden: false }]);
      store.set(currencyRateAtom, { EUR: '0.92' });
      store.set(displayCurrencyAtom, 'EUR');
    });
    expect(screen.getByText('1.5000')).toBeInTheDocument();
    expect(plain(screen.getByRole('paragraph').textContent)).toBe('€92.00');
  });

  it("shows the site config's licence, once the operator turns it on", () => {
    const licence = { license_image: '', license_url: 'https://licensing.example.org/validate?id=42', brand_name: 'Lucky Bay' };
    store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, ...licence });
    const { container } = render(<LicenceSeal />, { wrapper: InApp });
    expect(container).toBeEmptyDOMElement();
    act(() => store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, ...licence, license_enable: true }));
    expect(screen.getByRole('link', { name: 'Lucky Bay gaming licence (opens in a new tab)' })).toHaveAttribute(
      'href',
      licence.license_url,
    );
  });
});

const schema = z.object({ email: z.email() });

function SendForm({ onSubmit, describeError }: { onSubmit: () => unknown; describeError?: (error: ApiError) => string | undefined }) {
  const form = useZodForm(schema, { defaultValues: { email: 'p@example.com' } });
  return (
    <Form form={form} onSubmit={onSubmit} {...(describeError ? { describeError } : {})}>
      <EmailField name="email" label="Email" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe("a form's failed submission under the app", () => {
  it("announces the platform's refusal from the error catalogue, in the player's language", async () => {
    const refuse = () => Promise.reject(new ApiError(401, { reason: 'INVALID_CREDENTIALS', message: 'bad' }));
    render(<SendForm onSubmit={refuse} />, { wrapper: InApp });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');

    await act(() => i18n.changeLanguage('pt'));
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('O e-mail ou a senha estão incorretos.');
  });

  it('lets the screen word a refusal it explains itself, and stays quiet about one already handled', async () => {
    const locked = () => Promise.reject(new ApiError(423, { reason: 'USER_LOCKED' }));
    const { unmount } = render(
      <SendForm onSubmit={locked} describeError={(error) => (error.reason === 'USER_LOCKED' ? 'Locked until noon' : undefined)} />,
      { wrapper: InApp },
    );
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Locked until noon');
    unmount();

    const maintenance = () => Promise.reject(new ApiError(503, { reason: 'MAINTENANCE' }, true));
    render(<SendForm onSubmit={maintenance} />, { wrapper: InApp });
    await send();
    await screen.findByRole('button', { name: 'Send' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the generic text for a failure that carries no reason', async () => {
    const broken = () => Promise.reject(new Error('not a refusal'));
    render(<SendForm onSubmit={broken} />, { wrapper: InApp });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
