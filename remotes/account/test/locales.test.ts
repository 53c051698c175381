// Every text the account's code asks for exists in all six languages, is not left in English, and
// every text in the files is one the code asks for.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EXCLUSION_TYPES } from '@app/contract';
import { SUPPORTED_LANGUAGES } from '@app/i18n';
import { PASSWORD_RULES } from '../src/features/profile/model/password.ts';
import { GUIDE_TOOLS, HELP_KEYS, WARNING_SIGNS } from '../src/features/responsible-gambling/model/guide.ts';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, UPLOAD_KINDS } from '../src/features/identity-verification/model/documents.ts';
import { GATES } from '../src/features/kyc/model/gates.ts';
import { KYC_LEVELS, KYC_STEPS } from '../src/shared/model/kyc.ts';
import { LIMIT_PERIODS, LIMIT_TYPES } from '../src/shared/model/limits.ts';

const SESSION_TOOLS = ['session_reminder', 'session_limit'];
const STEP_NAMES = KYC_STEPS.map((step) => step.step);

const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function flat(value: unknown, prefix = ''): Record<string, string> {
  if (value && typeof value === 'object')
    return Object.assign({}, ...Object.entries(value).map(([key, inner]) => flat(inner, prefix ? `${prefix}.${key}` : key)));
  return { [prefix]: String(value) };
}

const texts = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [
    language,
    flat(JSON.parse(readFileSync(join(root, 'locales', language, 'account.json'), 'utf8'))),
  ]),
);

/**
 * The values each key built at run time can take (`kyc.levels.${level}`): a template the table
 * does not know fails the test, so a new one is added here with its values.
 */
const TEMPLATES: Record<string, readonly string[]> = {
  'kyc.levels.*': KYC_LEVELS,
  'password.rule.*': PASSWORD_RULES,
  'limits.kind.*': LIMIT_TYPES,
  'limits.about.*': LIMIT_TYPES,
  'limits.empty.*': LIMIT_TYPES,
  'limits.period.*': LIMIT_PERIODS,
  'rg.summary.*': LIMIT_TYPES,
  'tools.*.title': SESSION_TOOLS,
  'tools.*.about': SESSION_TOOLS,
  'rg.tools.*.name': GUIDE_TOOLS,
  'rg.tools.*.about': GUIDE_TOOLS,
  'rg.signs.*': WARNING_SIGNS,
  'rg.help.*.name': HELP_KEYS,
  'rg.help.*.about': HELP_KEYS,
  'exclusion.kind.*': EXCLUSION_TYPES,
  'exclusion.about.*': EXCLUSION_TYPES,
  'exclusion.start.*': EXCLUSION_TYPES,
  'exclusion.confirm.*': EXCLUSION_TYPES,
  'kyc.steps.*.title': STEP_NAMES,
  'kyc.steps.*.about': STEP_NAMES,
  'kyc.status.*': ['done', 'current', 'later'],
  'kyc.gate.*': GATES,
  'verifyIdentity.kinds.*.title': DOCUMENT_KINDS,
  'verifyIdentity.kinds.*.about': UPLOAD_KINDS,
  'verifyIdentity.status.*': DOCUMENT_STATUSES,
};

/** Texts the kit reads for the area itself (its name, introduction and sub-navigation). */
const READ_BY_THE_KIT = /^(area|intro|nav\..+)$/;

function usedKeys(): { keys: Set<string>; unknownTemplates: string[] } {
  const keys = new Set<string>();
  const unknownTemplates: string[] = [];
  for (const file of sourceFiles(join(root, 'src'))) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) keys.add(match[1] ?? '');
    for (const match of code.matchAll(/'account:([a-zA-Z0-9_.]+)'/g)) keys.add(match[1] ?? '');
    for (const match of code.matchAll(/titleKey="([a-zA-Z0-9_]+)"/g)) keys.add(`pages.${match[1]}`);
    for (const match of code.matchAll(/\bt\(\s*`([^`]+)`/g)) {
      const template = (match[1] ?? '').replace(/\$\{[^}]+\}/g, '*');
      const values = TEMPLATES[template];
      if (!values) unknownTemplates.push(`${file.slice(root.length + 1)}: ${template}`);
      else for (const value of values) keys.add(template.replace('*', value));
    }
  }
  return { keys, unknownTemplates };
}

describe("the account's texts", () => {
  const { keys, unknownTemplates } = usedKeys();

  it('knows the values of every key built at run time', () => {
    expect(unknownTemplates).toEqual([]);
    expect(keys.size).toBeGreaterThan(50);
  });

  it.each(SUPPORTED_LANGUAGES)('has every key the code uses in %s, none of them empty', (language) => {
    const missing = [...keys].filter((key) => !texts[language]?.[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('keeps no text the code never uses', () => {
    const unused = Object.keys(texts.en ?? {}).filter((key) => !keys.has(key) && !key.startsWith('pages.') && !READ_BY_THE_KIT.test(key));
    expect(unused).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('has the same keys in %s as in English', (language) => {
    expect(Object.keys(texts[language] ?? {}).sort()).toEqual(Object.keys(texts.en ?? {}).sort());
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    'is really translated into %s, not copied from English',
    (language) => {
      const english = texts.en ?? {};
      const entries = Object.entries(texts[language] ?? {});
      const copied = entries.filter(([key, text]) => english[key] === text && !/^[\s\p{P}{}a-z0-9]*$/u.test(text)).map(([key]) => key);
      // Names that read the same in both languages (VIP, Email) are fine; a whole file is not.
      expect(copied.length).toBeLessThanOrEqual(Math.ceil(entries.length * 0.03));
    },
  );

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('fills in the same values in %s as in English', (language) => {
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(' ');
    const english = texts.en ?? {};
    const different = Object.entries(texts[language] ?? {})
      .filter(([key, text]) => placeholders(text) !== placeholders(english[key] ?? ''))
      .map(([key]) => key);
    expect(different).toEqual([]);
  });
});
