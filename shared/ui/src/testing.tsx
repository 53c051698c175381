import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, SUPPORTED_LANGUAGES } from '@app/i18n';

type Texts = { area: string; pages: Record<string, string> };

/**
 * The tests every area (remote) runs on its own: each exposed page renders inside the area's
 * layout with its translated heading, in every language the product speaks.
 */
export function describeAreaPages(options: {
  area: string;
  areaDir: string;
  exposes: Record<string, string>;
  load: (page: string) => Promise<{ default: ComponentType }>;
}) {
  const { area, areaDir, exposes, load } = options;
  const texts = (language: string): Texts => JSON.parse(readFileSync(join(areaDir, 'locales', language, `${area}.json`), 'utf8')) as Texts;

  describe(`the ${area} area's pages`, () => {
    beforeAll(async () => {
      const resources = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, { [area]: texts(language) }]));
      if (!i18n.isInitialized) await i18n.init({ lng: 'en', fallbackLng: 'en', resources, interpolation: { escapeValue: false } });
      else for (const [language, bundle] of Object.entries(resources)) i18n.addResourceBundle(language, area, bundle[area], true, true);
    });

    const pages = Object.keys(exposes).map((key) => key.replace(/^\.\//, ''));

    it.each(pages)('%s renders a translated heading inside the area layout in every language', async (page) => {
      const { default: Page } = await load(page);
      const headings = new Set<string>();
      for (const language of SUPPORTED_LANGUAGES) {
        await i18n.changeLanguage(language);
        const { unmount } = render(
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>
              <Page />
            </MemoryRouter>
          </I18nextProvider>,
        );
        const heading = await screen.findByRole('heading', { level: 1 });
        const title = heading.textContent ?? '';
        expect(Object.values(texts(language).pages)).toContain(title);
        expect(screen.getByText(texts(language).area, { selector: '.page__area' })).toBeInTheDocument();
        headings.add(title);
        unmount();
      }
      // The page is not left in English: at least some languages show a different heading.
      expect(headings.size).toBeGreaterThan(1);
    });
  });
}
