import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { resolveAreaRemote, visitorBucket, type RemotesConfig, type ResolvedRemote } from '@app/contract/rollout';
import type { AreaName } from '@app/contract/areas';
import { fetchOnce, takeEarlyFetch } from '@app/api/early';
import { recordLoad } from './health.ts';
import { keepProductPackagesOnTheHost } from './hostShares.ts';
import { REMOTES_CONFIG_URL } from '../startup/urls.ts';

export { AREAS, type AreaName } from '@app/contract/areas';

let earlyManifestsRegistered = false;

/** A manifest the early loader already asked for is taken from it instead of being fetched again. */
function acceptEarlyManifests() {
  if (earlyManifestsRegistered) return;
  earlyManifestsRegistered = true;
  registerPlugins([{ name: 'early-manifests', fetch: (url: string) => takeEarlyFetch(url) }]);
  keepProductPackagesOnTheHost();
}

let config: Promise<RemotesConfig> | undefined;
/** The build of each area this visitor runs (stable or canary), once the remotes config is read. */
const resolved = new Map<string, ResolvedRemote>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The build this visitor runs for an area: its release version, or null when not from a release. */
export function areaVersion(area: string): string | null {
  return resolved.get(area)?.version ?? null;
}

/**
 * Where each area lives comes from the remotes config fetched at run time (never cached), so an
 * operator points an area at another build without rebuilding anything else.
 */
export function loadRemotesConfig(url: string = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  config ??= fetchOnce(url, { cache: 'no-cache', credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`The remotes config answered ${response.status}`);
      return response.json() as Promise<RemotesConfig>;
    })
    .then((remotes) => {
      acceptEarlyManifests();
      // Each area's stable build, or its canary for a visitor in the canary's share; entries may be
      // relative to the page (the default) or point at another origin.
      const bucket = visitorBucket(storage());
      for (const [name, remote] of Object.entries(remotes)) resolved.set(name, resolveAreaRemote(remote, bucket));
      registerRemotes([...resolved].map(([name, { entry }]) => ({ name, entry: new URL(entry, window.location.href).href })));
      return remotes;
    })
    .catch((error: unknown) => {
      config = undefined;
      throw error;
    });
  return config;
}

export type PageModule = { default: ComponentType };

/** Page loads under way or done, so that loading a page ahead of its render costs nothing twice. */
const pageLoads = new Map<string, Promise<PageModule>>();

/**
 * Loads one exposed page of an area, for React.lazy (and ahead of it, for the first page). A
 * failed load is forgotten, so that a retry fetches again.
 */
export function loadAreaPage(area: AreaName, page: string): Promise<PageModule> {
  const id = `${area}/${page}`;
  let load = pageLoads.get(id);
  if (!load) {
    load = loadRemotesConfig()
      .then(() => loadRemote<PageModule>(id))
      .then((module) => {
        if (!module?.default) throw new Error(`${id} did not load`);
        recordLoad(area, areaVersion(area));
        return module;
      })
      .catch((error: unknown) => {
        recordLoad(area, areaVersion(area), error);
        throw error;
      });
    load.catch(() => pageLoads.delete(id));
    pageLoads.set(id, load);
  }
  return load;
}

/** Forgets a failed area so that the next attempt fetches its manifest and entry again. */
export async function resetArea(area: AreaName): Promise<void> {
  for (const id of pageLoads.keys()) if (id.startsWith(`${area}/`)) pageLoads.delete(id);
  await loadRemotesConfig().catch(() => undefined);
  const entry = resolved.get(area)?.entry;
  if (entry) registerRemotes([{ name: area, entry: new URL(entry, window.location.href).href }], { force: true });
}
