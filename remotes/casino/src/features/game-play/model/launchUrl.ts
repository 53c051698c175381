import type { Theme } from '@app/state';

/** Where a launch may lead: a game framed from the platform's own origin, or an original's page. */
export type LaunchTarget = { kind: 'frame'; src: string } | { kind: 'original'; to: string } | { kind: 'invalid' };

const FRAMED_PREFIX = '/demogames/';
const ORIGINALS_PREFIX = '/originals/';

function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Checks a launch URL from the address before anything is framed: only a same-origin relative
 * path under /demogames/ (the games' own pages) or /originals/ (the provably fair games, opened
 * as their page) is accepted. Anything else (another site, a scheme, a protocol-relative or
 * backslashed path, a path that climbs out with ..) is refused, so no one can frame an arbitrary
 * page inside the product by sharing a link.
 */
export function launchTarget(raw: string | undefined, origin: string = window.location.origin): LaunchTarget {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControl(raw)) return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.origin !== origin) return { kind: 'invalid' };
  // The path as given must already be the path the browser would load (no dot segments, no encoded slashes climbing out).
  if (!raw.startsWith(url.pathname) || /%2e|%2f|%5c/i.test(url.pathname)) return { kind: 'invalid' };
  const path = `${url.pathname}${url.search}`;
  if (url.pathname.startsWith(ORIGINALS_PREFIX) && url.pathname.length > ORIGINALS_PREFIX.length) return { kind: 'original', to: path };
  if (url.pathname.startsWith(FRAMED_PREFIX) && url.pathname.length > FRAMED_PREFIX.length)
    return { kind: 'frame', src: `${path}${url.hash}` };
  return { kind: 'invalid' };
}

/**
 * A framed game's address with the app's theme for the game page to follow (?theme=light|dark),
 * replacing any theme the launch URL already named.
 */
export function withTheme(src: string, theme: Theme): string {
  const hashAt = src.indexOf('#');
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const beforeHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = (queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== 'theme');
  return `${path}?${[...kept, `theme=${theme}`].join('&')}${hash}`;
}
