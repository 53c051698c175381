/** The product's languages (spec section 9), with the name each is shown under. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'vi', label: 'Tiếng Việt' },
  { code: 'hi', label: 'Hindi' },
  { code: 'pt', label: 'Português' },
  { code: 'es', label: 'Español' },
  { code: 'tr', label: 'Türkçe' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isSupportedLanguage(code: string | null | undefined): code is LanguageCode {
  return !!code && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The language to start in: the stored locale, else the browser's language when the product
 * speaks it (matching "pt-BR" to "pt"), else English.
 */
export function initialLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): LanguageCode {
  if (isSupportedLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isSupportedLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}
