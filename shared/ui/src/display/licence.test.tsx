import { render, screen } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { KitValuesProvider, type Licence } from '../components/KitValues.tsx';
import { setupKitI18n } from '../testSetup.ts';
import { LicenceSeal } from './index.ts';

/** The seal with the licence the app gives the kit (none: the kit's default). */
const inKit = (node: ReactNode, licence?: Licence) => (
  <I18nextProvider i18n={i18n}>
    <KitValuesProvider values={licence ? { licence } : {}}>{node}</KitValuesProvider>
  </I18nextProvider>
);
const withLicence = (licence?: Licence) => render(inKit(<LicenceSeal />, licence));
const NONE: Licence = { license_enable: false, license_image: '', license_url: '', brand_name: '' };
const LICENCE = {
  brand_name: '',
  license_enable: true,
  license_image: 'https://cdn.example.com/licence-seal.png',
  license_url: 'https://licensing.example.org/validate?id=42',
};

beforeAll(() => setupKitI18n('en'));

describe('the licence seal', () => {
  it('shows the licence image as a link to the licence, in a new tab, named for screen readers', () => {
    const { container } = withLicence({ ...LICENCE, brand_name: 'Lucky Bay' });
    const link = screen.getByRole('link', { name: 'Lucky Bay gaming licence (opens in a new tab)' });
    expect(link).toHaveAttribute('href', LICENCE.license_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('img')).toHaveAttribute('src', LICENCE.license_image);
  });

  it('shows nothing without a licence or while license_enable is off, and appears when the app turns it on', () => {
    const { container, rerender } = withLicence();
    expect(container).toBeEmptyDOMElement();
    rerender(inKit(<LicenceSeal />, NONE));
    expect(container).toBeEmptyDOMElement();
    rerender(inKit(<LicenceSeal />, { ...LICENCE, license_enable: false }));
    expect(container).toBeEmptyDOMElement();
    act(() => rerender(inKit(<LicenceSeal />, LICENCE)));
    expect(screen.getByRole('link', { name: 'Gaming licence (opens in a new tab)' })).toBeInTheDocument();
  });

  it('never links to an address that is not a web page; the image alone is shown, named', () => {
    withLicence({ ...LICENCE, license_url: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Gaming licence' })).toHaveAttribute('src', LICENCE.license_image);
  });

  it('is a text link when there is a licence address but no image', () => {
    withLicence({ ...LICENCE, license_image: '' });
    expect(screen.getByRole('link', { name: 'Gaming licence (opens in a new tab)' })).toHaveTextContent('Gaming licence');
  });
});
