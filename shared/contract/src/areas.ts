// The product's areas: the independently deployed remotes the host loads at run time. This is the
// one list; the build, the host, the server, the scripts and the lint rules all read it. It has no
// imports, so build tools can read it without loading the rest of the contract.

/** The five areas, in the order of the tab bar's owners. */
export const AREAS = ['casino', 'sports', 'wallet', 'account', 'vip'] as const;
export type AreaName = (typeof AREAS)[number];

/** The development server port of an area (`npm run dev`): 3001 onwards, in the order above. */
export function areaDevPort(area: AreaName): number {
  return 3001 + AREAS.indexOf(area);
}
