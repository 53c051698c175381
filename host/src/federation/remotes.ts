import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemotesConfig } from '@app/contract';

/** The five areas of the product, each an independently deployed remote. */
export const AREAS = ['casino', 'sports', 'wallet', 'account', 'vip'] as const;
export type AreaName = (typeof AREAS)[number];

export const REMOTES_CONFIG_URL = '/remotes.json';

let config: Promise<RemotesConfig> | undefined;

/**
 * Where each area lives comes from the remotes config fetched at run time (never cached), so an
 * operator points an area at another build without rebuilding anything else.
 */
export function loadRemotesConfig(url: string = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  config ??= fetch(url, { cache: 'no-cache', credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`The remotes config answered ${response.status}`);
      return response.json() as Promise<RemotesConfig>;
    })
    .then((remotes) => {
      // Entries may be relative to the page (the default) or point at another origin.
      registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })));
      return remotes;
    })
    .catch((error: unknown) => {
      config = undefined;
      throw error;
    });
  return config;
}

export type PageModule = { default: ComponentType };

/** Loads one exposed page of an area, for React.lazy. */
export async function loadAreaPage(area: AreaName, page: string): Promise<PageModule> {
  await loadRemotesConfig();
  const module = await loadRemote<PageModule>(`${area}/${page}`);
  if (!module?.default) throw new Error(`${area}/${page} did not load`);
  return module;
}

/** Forgets a failed area so that the next attempt fetches its manifest and entry again. */
export async function resetArea(area: AreaName): Promise<void> {
  const remotes = await loadRemotesConfig().catch(() => undefined);
  const entry = remotes?.[area];
  if (entry) registerRemotes([{ name: area, entry: new URL(entry, window.location.href).href }], { force: true });
}
