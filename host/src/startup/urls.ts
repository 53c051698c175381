/** Where the host finds its start-up files; the early loader and the main script agree on them. */
export const REMOTES_CONFIG_URL = '/remotes.json';
export const SITE_CONFIG_URL = '/site/config.json';
/** The host's own texts (common, error_codes): `${HOST_LOCALES_BASE}${language}/${namespace}.json`. */
export const HOST_LOCALES_BASE = '/locales/';
export const HOST_NAMESPACES = ['common', 'error_codes'] as const;
