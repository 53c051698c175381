// The kit's gallery: every component of @app/ui in every state, in light and dark, at phone width.
// It is a page of its own (shared/ui/gallery builds it), not a product route.
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18n, SUPPORTED_LANGUAGES } from '@app/i18n';
import en from '@app/i18n/locales/en/common.json';
import es from '@app/i18n/locales/es/common.json';
import hi from '@app/i18n/locales/hi/common.json';
import pt from '@app/i18n/locales/pt/common.json';
import tr from '@app/i18n/locales/tr/common.json';
import vi from '@app/i18n/locales/vi/common.json';
import { Gallery } from './Gallery.tsx';

const TEXTS = { en, es, hi, pt, tr, vi } as const;

const casinoTexts = {
  area: 'Casino',
  intro: 'Slots, live tables and our own provably fair originals.',
  nav: { lobby: 'Lobby', history: 'Game history' },
  pages: { casino: 'Casino lobby' },
};

/**
 * Starts the gallery: the theme and language from the address (?theme=dark, ?lang=vi), the texts
 * in memory, then `render` draws it (the page's entry owns React DOM).
 */
export async function startGallery(render: (app: ReactNode) => void): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  document.documentElement.dataset.theme = params.get('theme') === 'dark' ? 'dark' : 'light';
  const language = SUPPORTED_LANGUAGES.find((code) => code === params.get('lang')) ?? 'en';
  document.documentElement.lang = language;
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: Object.fromEntries(
      SUPPORTED_LANGUAGES.map((code) => [code, { common: TEXTS[code as keyof typeof TEXTS], casino: casinoTexts }]),
    ),
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Gallery />
    </I18nextProvider>,
  );
}
