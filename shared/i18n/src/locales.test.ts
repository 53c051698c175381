import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from './languages.ts';

const repo = join(__dirname, '..', '..', '..');

/** Every folder of locale files in the product: the host's and each area's. */
const LOCALE_DIRS = [
  join(repo, 'shared', 'i18n', 'locales'),
  ...readdirSync(join(repo, 'remotes')).map((area) => join(repo, 'remotes', area, 'locales')),
].filter((dir) => existsSync(dir));

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

function flat(value: unknown, prefix = ''): Record<string, string> {
  if (value && typeof value === 'object')
    return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flat(inner, prefix ? `${prefix}.${key}` : key)));
  return { [prefix]: String(value) };
}

describe.each(LOCALE_DIRS.map((dir) => [dir.slice(repo.length + 1), dir]))('texts in %s', (_name, dir) => {
  const namespaces = readdirSync(join(dir, 'en')).filter((file) => file.endsWith('.json'));

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('are complete in %s', (language) => {
    for (const file of namespaces) {
      const english = JSON.parse(readFileSync(join(dir, 'en', file), 'utf8'));
      const other = JSON.parse(readFileSync(join(dir, language, file), 'utf8'));
      expect({ file, keys: keys(other).sort() }).toEqual({ file, keys: keys(english).sort() });
      for (const [key, text] of Object.entries(flat(other))) {
        expect({ file, key, empty: text.trim() === '' }).toEqual({ file, key, empty: false });
        const placeholders = (source: string) => (source.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        expect({ file, key, placeholders: placeholders(text) }).toEqual({
          file,
          key,
          placeholders: placeholders(flat(english)[key] ?? ''),
        });
      }
    }
  });
});

describe.each(LOCALE_DIRS.map((dir) => [dir.slice(repo.length + 1), dir]))('counted texts in %s', (_name, dir) => {
  it.each(SUPPORTED_LANGUAGES)('say one or many in %s with plural forms, never "letter(s)"', (language) => {
    for (const file of readdirSync(join(dir, language)).filter((name) => name.endsWith('.json'))) {
      const texts = flat(JSON.parse(readFileSync(join(dir, language, file), 'utf8')));
      const hedged = Object.entries(texts).filter(([, text]) => /\p{L}\((s|es|is|e)\)/u.test(text) || /\p{L}\(\p{L}{1,3}\)/u.test(text));
      expect({ file, hedged }).toEqual({ file, hedged: [] });
    }
  });
});
