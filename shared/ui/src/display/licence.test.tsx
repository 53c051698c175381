import { render, screen } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@app/i18n';
import { cmsConfigAtom, DEFAULT_CMS_CONFIG, store } from '@app/state';
import { setupKitI18n } from '../testSetup.ts';
import { LicenceSeal } from './index.ts';

const withI18n = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const LICENCE = {
  license_enable: true,
  license_image: 'https://cdn.example.com/licence-seal.png',
  license_url: 'https://licensing.example.org/validate?id=42',
};

beforeAll(() => setupKitI18n('en'));
afterEach(() => store.set(cmsConfigAtom, DEFAULT_CMS_CONFIG));

describe('the licence seal', () => {
  it('shows the licence image as a link to the licence, in a new tab, named for screen readers', () => {
    store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, brand_name: 'Lucky Bay', ...LICENCE });
    const { container } = withI18n(<LicenceSeal />);
    const link = screen.getByRole('link', { name: 'Lucky Bay gaming licence (opens in a new tab)' });
    expect(link).toHaveAttribute('href', LICENCE.license_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('img')).toHaveAttribute('src', LICENCE.license_image);
  });

  it('shows nothing while license_enable is off, and appears when the site config turns it on', () => {
    store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, ...LICENCE, license_enable: false });
    const { container } = withI18n(<LicenceSeal />);
    expect(container).toBeEmptyDOMElement();
    act(() => store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, ...LICENCE }));
    expect(screen.getByRole('link', { name: 'Gaming licence (opens in a new tab)' })).toBeInTheDocument();
  });

  it('never links to an address that is not a web page; the image alone is shown, named', () => {
    store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, ...LICENCE, license_url: 'javascript:alert(1)' });
    withI18n(<LicenceSeal />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Gaming licence' })).toHaveAttribute('src', LICENCE.license_image);
  });

  it('is a text link when there is a licence address but no image', () => {
    store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, ...LICENCE, license_image: '' });
    withI18n(<LicenceSeal />);
    expect(screen.getByRole('link', { name: 'Gaming licence (opens in a new tab)' })).toHaveTextContent('Gaming licence');
  });
});
