// What the vip area's page tests share: the product's texts in memory, a player signed in (or not)
// in the shared store, the fake API at the network boundary, and the Bonus tab on its route (as
// the host lists it), with a stand-in for every other page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from '@app/api';
import { FAKE_CURRENCIES, FAKE_SESSION, FAKE_USER_INFO, fakeApi, type FakeApi, type FakeRoutes } from '@app/api/testing';
import { i18n, SUPPORTED_LANGUAGES } from '@app/i18n';
import { currencyListAtom, signInWith, signOutLocally, store, userInfoAtom, walletAtom } from '@app/state';
import Vip from '../src/pages/Vip.tsx';

const root = join(__dirname, '..');
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const sharedTexts = (language: string, namespace: string) => readJson(require.resolve(`@app/i18n/locales/${language}/${namespace}.json`));

/** The real i18n instance with the host's common and error texts and the area's own, in every language. */
export async function setupTexts(): Promise<void> {
  const resources = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      {
        common: sharedTexts(language, 'common'),
        error_codes: sharedTexts(language, 'error_codes'),
        vip: readJson(join(root, 'locales', language, 'vip.json')),
      },
    ]),
  );
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'error_codes', 'vip'],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
    });
  } else {
    for (const [language, bundles] of Object.entries(resources))
      for (const [namespace, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  await i18n.changeLanguage('en');
}

/** The area's own text for a key, in English unless told. */
export function text(key: string, values: Record<string, unknown> = {}, lng = 'en'): string {
  return i18n.t(key, { ns: 'vip', lng, ...values });
}

/** A signed-in player playing in USD with $100 cash. */
export function signIn(): void {
  signInWith(FAKE_SESSION);
  store.set(currencyListAtom, FAKE_CURRENCIES);
  store.set(walletAtom, { currency: 'USD', channel: '', balances: [{ currency: 'USD', cash: '100', operatorBonus: '0' }] });
  store.set(userInfoAtom, FAKE_USER_INFO);
}

/** A visitor: nobody signed in. */
export function signOut(): void {
  signOutLocally();
  store.set(userInfoAtom, null);
  store.set(currencyListAtom, FAKE_CURRENCIES);
}

let api: FakeApi | null = null;

export function startApi(routes: FakeRoutes = {}): FakeApi {
  api?.restore();
  api = fakeApi(routes);
  return api;
}

export function resetAll(): void {
  api?.restore();
  api = null;
  queryClient.clear();
}

/** The bodies a path received, in order. */
export function bodiesTo(fake: FakeApi, path: string): unknown[] {
  return fake.callsTo(`/v1${path}`).map((call) => call.body);
}

function Where() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** The Bonus tab at /vip, and a stand-in for every other page. */
export function renderVip(at = '/vip') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/vip" element={<Vip />} />
          <Route path="*" element={<h1>Another page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
