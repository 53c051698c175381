import type { SiteConfig } from '@app/contract';
import { cmsConfigAtom, readStoredPreferences, resolveTheme, store, themeAtom } from '@app/state';
import { fetchOnce } from '@app/api/early';
import { SITE_CONFIG_URL } from './urls.ts';

export { SITE_CONFIG_URL };

/**
 * Loads the static site config: cmsConfig for the store, and default_theme as the theme when the
 * player has not chosen one. A failure is only logged (spec section 8).
 */
export async function loadSiteConfig(storage: Storage = window.localStorage): Promise<void> {
  try {
    const response = await fetchOnce(SITE_CONFIG_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${SITE_CONFIG_URL} answered ${response.status}`);
    const site = (await response.json()) as SiteConfig;
    const { default_theme: defaultTheme, ...cms } = site;
    store.set(cmsConfigAtom, { ...store.get(cmsConfigAtom), ...cms });
    const { theme } = await readStoredPreferences(storage);
    store.set(themeAtom, resolveTheme(theme, defaultTheme));
    if (cms.brand_name) document.title = cms.brand_name;
  } catch (error) {
    console.error('Failed to load CMS config:', error);
  }
}
