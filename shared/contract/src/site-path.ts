// Without zod: the host's own pages (sign-in's return path, the redirect handler) check a path
// with it, and zod is a singleton the host only provides lazily, with the first page that needs it.

/** Stands for this site's own origin while a path is resolved (never contacted). */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * The path a browser would open on this site for a redirect to `path`, or null when it would leave
 * the site or is not a plain path: it is resolved the way a browser resolves a Location against
 * the site's own origin and must keep that origin. A backslash (a browser reads `/\evil` as
 * `//evil`, another host), its percent-encoded form, whitespace and control characters (dropped by
 * the URL parser, so `/\t/evil` becomes `//evil`) are refused before it is resolved.
 */
export function sitePath(path: string): string | null {
  if (!/^\/[\x21-\x7e]*$/.test(path) || path.startsWith('//') || /\\|%5c/i.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, SITE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SITE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Return paths a browser would take to another host, or that are no plain path of the site: sitePath
 * refuses every one, and each place that takes a return path is tested with them all.
 */
export const OFF_SITE_PATHS: readonly string[] = [
  '/\\evil.example/x',
  '/\\/evil.example',
  '//evil.example/x',
  '/%5Cevil.example/x',
  '/%5cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  'https://evil.example/x',
  'http:/evil.example',
  'javascript:alert(1)',
  'evil.example',
  '',
];
