import { act, screen, waitFor } from '@testing-library/react';
import { installFakeIntersectionObserver } from '@app/ui/testing';
import { cmsConfigAtom, DEFAULT_CMS_CONFIG, store } from '@app/state';
import { catalogueRoutes, fakeGame, renderCasino, resetAll, setupTexts, signOut, startApi } from './harness.tsx';

const LICENCE = {
  license_enable: true,
  license_image: 'https://cdn.example.com/licence-seal.png',
  license_url: 'https://licensing.example.org/validate?id=42',
};

beforeAll(setupTexts);
beforeEach(() => {
  signOut();
  installFakeIntersectionObserver();
});
afterEach(() => {
  resetAll();
  store.set(cmsConfigAtom, DEFAULT_CMS_CONFIG);
});

describe("the home page's foot", () => {
  it('shows the licence image of the site config, linking to the licence', async () => {
    act(() => store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, brand_name: 'Lucky Bay', ...LICENCE }));
    startApi(catalogueRoutes([fakeGame({ gameId: 'starburst', name: 'Starburst' })]));
    renderCasino('/');
    const link = await screen.findByRole('link', { name: 'Lucky Bay gaming licence (opens in a new tab)' });
    expect(link).toHaveAttribute('href', LICENCE.license_url);
    expect(link.querySelector('img')).toHaveAttribute('src', LICENCE.license_image);
  });

  it('shows no licence while license_enable is off', async () => {
    act(() => store.set(cmsConfigAtom, { ...DEFAULT_CMS_CONFIG, ...LICENCE, license_enable: false }));
    startApi(catalogueRoutes([fakeGame({ gameId: 'starburst', name: 'Starburst' })]));
    renderCasino('/');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Starburst/ }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /licence/i })).toBeNull();
    expect(screen.queryByRole('img', { name: /licence/i })).toBeNull();
  });
});
