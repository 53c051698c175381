export { i18n, initI18n, loadRegisteredNamespace, localeUrl, registerNamespace } from './instance.ts';
export type { I18nOptions } from './instance.ts';
export { FALLBACK_LANGUAGE, LANGUAGES, SUPPORTED_LANGUAGES, initialLanguage, isSupportedLanguage } from './languages.ts';
export type { LanguageCode } from './languages.ts';
export { useTranslation, Trans } from 'react-i18next';
