import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { AppKitValues } from '@app/api';
import { i18n } from '@app/i18n';
import { cmsConfigAtom, DEFAULT_CMS_CONFIG, store } from '@app/state';
import { setupI18n } from '../__tests__/testUtils.tsx';
import AboutUs from './AboutUs.tsx';

function renderPage() {
  return render(
    <I18nextProvider i18n={i18n}>
      <AppKitValues>
        <MemoryRouter>
          <AboutUs />
        </MemoryRouter>
      </AppKitValues>
    </I18nextProvider>,
  );
}

beforeAll(setupI18n);
afterEach(() => store.set(cmsConfigAtom, DEFAULT_CMS_CONFIG));

describe('About us', () => {
  it("shows the operator's licence image linking to the licence, and none while license_enable is off", () => {
    store.set(cmsConfigAtom, {
      ...DEFAULT_CMS_CONFIG,
      license_enable: false,
      license_image: '/licence.png',
      license_url: 'https://licensing.example.org/42',
    });
    renderPage();
    expect(screen.queryByRole('link', { name: /licence/i })).toBeNull();
    act(() => store.set(cmsConfigAtom, { ...store.get(cmsConfigAtom), license_enable: true }));
    const link = screen.getByRole('link', { name: 'Gaming licence (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://licensing.example.org/42');
    expect(link.querySelector('img')).toHaveAttribute('src', '/licence.png');
  });
});
