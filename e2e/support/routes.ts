// The product's route table, read from the host itself, so that the journeys that visit every route
// follow it as it grows.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './server.ts';

/** One route of the host's table, as far as a journey needs it. */
export interface ProductRoute {
  path: string;
  guarded: boolean;
  layout: 'main' | 'auth';
}

/** A sample value for each route parameter the table uses (a game id, a tag, a limit type, ...). */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  id: '101',
  url: 'sample-game',
  tag: 'slots',
  providerId: 'sample-provider',
  type: 'deposit',
};

/** The host's route table (host/src/routes.ts). */
export async function productRoutes(): Promise<readonly ProductRoute[]> {
  const module = (await import(pathToFileURL(join(repoRoot, 'host', 'src', 'routes.ts')).href)) as {
    ROUTES: readonly ProductRoute[];
  };
  return module.ROUTES;
}

/** A route's path with each `:name` replaced by its sample value; an unknown parameter is an error. */
export function samplePath(path: string, params: Readonly<Record<string, string>> = SAMPLE_PARAMS): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no sample value for the route parameter :${name} (in ${path})`);
    return encodeURIComponent(value);
  });
}
