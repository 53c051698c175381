import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, SUPPORTED_LANGUAGES } from '@app/i18n';

export { installFakeIntersectionObserver } from './fakeIntersectionObserver.ts';
export type { FakeIntersectionObserver, WatchedElement } from './fakeIntersectionObserver.ts';

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
        expect(heading.closest('.page')).toHaveAttribute('data-area', texts(language).area);
        headings.add(title);
        unmount();
      }
      // The page is not left in English: at least some languages show a different heading.
      expect(headings.size).toBeGreaterThan(1);
    });
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function flatTexts(value: unknown, prefix = ''): Record<string, string> {
  if (value && typeof value === 'object')
    return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flatTexts(inner, prefix ? `${prefix}.${key}` : key)));
  return { [prefix]: String(value) };
}

/** The area's words useFailureText (@app/api) reads through the `t` it is given. */
const FAILURE_WORDS = ['common.failed', 'common.failedConnection'] as const;

/** Texts the kit reads for an area itself (its name, introduction and sub-navigation). */
const READ_BY_THE_KIT = /^(area|intro|nav\..+)$/;

/**
 * The tests of an area's texts: every key its code asks for (`t('…')`, `'<area>:…'`, a page's
 * titleKey, the failure words useFailureText(t) reads, and keys built at run time, whose values
 * `templates` lists: `status.*` → the statuses)
 * exists in all six languages, none empty, the same keys everywhere, really translated, with the
 * same placeholders as English, and no text is kept that the code never asks for. A key built at
 * run time that `templates` does not know fails the test, so the table stays complete.
 */
export function describeAreaTexts(options: { area: string; areaDir: string; templates: Record<string, readonly string[]> }) {
  const { area, areaDir, templates } = options;
  const texts = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      flatTexts(JSON.parse(readFileSync(join(areaDir, 'locales', language, `${area}.json`), 'utf8'))),
    ]),
  );
  const keys = new Set<string>();
  const unknownTemplates: string[] = [];
  for (const file of sourceFiles(join(areaDir, 'src'))) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(match[1] ?? '');
    for (const match of code.matchAll(new RegExp(`'${area}:([a-zA-Z0-9_.]+)'`, 'g'))) keys.add(match[1] ?? '');
    for (const match of code.matchAll(/titleKey="([a-zA-Z0-9_]+)"/g)) keys.add(`pages.${match[1]}`);
    // The failure text of @app/api reads the area's words for a refusal without a reason and a call with no answer.
    if (/\buseFailureText\(\s*t\b/.test(code)) for (const key of FAILURE_WORDS) keys.add(key);
    for (const match of code.matchAll(/\bt\(\s*`([^`]+)`/g)) {
      const template = (match[1] ?? '').replace(/\$\{[^}]+\}/g, '*');
      const values = templates[template];
      if (!values) unknownTemplates.push(`${file.slice(areaDir.length + 1)}: ${template}`);
      else for (const value of values) keys.add(template.replace('*', value));
    }
  }
  const translated = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

  describe(`the ${area} area's texts`, () => {
    it('knows the values of every key built at run time', () => {
      expect(unknownTemplates).toEqual([]);
      expect(keys.size).toBeGreaterThan(20);
    });

    it.each(SUPPORTED_LANGUAGES)('has every key the code uses in %s, none of them empty', (language) => {
      expect([...keys].filter((key) => !texts[language]?.[key]?.trim())).toEqual([]);
    });

    it.each(SUPPORTED_LANGUAGES)('has the same keys in %s as in English', (language) => {
      expect(Object.keys(texts[language] ?? {}).sort()).toEqual(Object.keys(texts.en ?? {}).sort());
    });

    it('keeps no text the code never uses', () => {
      const unused = Object.keys(texts.en ?? {}).filter((key) => !keys.has(key) && !key.startsWith('pages.') && !READ_BY_THE_KIT.test(key));
      expect(unused).toEqual([]);
    });

    it.each(translated)('is really translated into %s, not copied from English', (language) => {
      const english = texts.en ?? {};
      const entries = Object.entries(texts[language] ?? {});
      const copied = entries.filter(([key, text]) => english[key] === text && !/^[\s\p{P}{}a-z0-9]*$/u.test(text)).map(([key]) => key);
      // Names that read the same in both languages (Bonus, VIP, Visa) are fine; a whole file is not.
      expect(copied.length).toBeLessThanOrEqual(Math.ceil(entries.length * 0.03));
    });

    it.each(translated)('fills in the same values in %s as in English', (language) => {
      const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(' ');
      const english = texts.en ?? {};
      const different = Object.entries(texts[language] ?? {})
        .filter(([key, text]) => placeholders(text) !== placeholders(english[key] ?? ''))
        .map(([key]) => key);
      expect(different).toEqual([]);
    });
  });
}
