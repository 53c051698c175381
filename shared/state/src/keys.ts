/**
 * The local storage keys the specification names (section 3), and those of the persisted states.
 * A module of its own, with no imports, so that code outside the app (the early loader) reads
 * the same keys without loading the store.
 */
export const STORAGE_KEYS = { locale: 'locale', theme: 'theme', currency: 'currency', config: 'config', auth: 'auth' } as const;
