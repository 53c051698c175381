import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { runInThisContext } from 'node:vm';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AREAS, type AreaName } from '@app/contract/areas';
import { DRAW_COOKIES, DRAWN_DATA_ID, FIRST_SCREEN_CALLS } from '@app/contract/first-screen';
import { BUCKET_COUNT, resolveAreaRemote, type RemotesConfig } from '@app/contract/rollout';
import type { SiteConfig } from '@app/contract';
import type { ServerConfig } from '../config.ts';

/** How long a drawn page is kept for the next visitors of the same page, language and theme. */
export const DRAWN_PAGE_TTL_MS = 5_000;
/** At most this many drawings are kept (pages × languages × themes × origins). */
const MAX_KEPT_DRAWINGS = 200;
/** A draw that takes longer than this is not waited for: the page goes out as the plain shell. */
export const DRAW_DEADLINE_MS = 1_000;

/** A page's module as the draw loads it (its default export is the page's component). */
type PageModule = { default: unknown };

interface DrawModule {
  shared: Record<string, unknown>;
  /** The language the page starts in: the stored one, else the browser's first the product has. */
  initialLanguage(stored: string | null | undefined, languages: readonly string[]): string;
  drawFirstScreen(request: {
    path: string;
    language: string;
    timeZone: string | null;
    loadPage: (area: AreaName, page: string) => Promise<PageModule>;
    versions: Record<string, string>;
    call: (url: string, body: unknown) => Promise<Response>;
    texts: (url: string) => Promise<Response>;
    site: SiteConfig | undefined;
  }): Promise<{ html: string; data: unknown; area: AreaName; page: string } | null>;
}

/** An area's build the draw reads: its folder on disk, its public path and version. */
interface AreaBuild {
  dir: string;
  publicPath: string;
  version: string;
}

/**
 * A stylesheet of the drawn page, marked as the area's chunk loader marks its own, so that the
 * chunk finds it in the page instead of adding it again.
 */
interface PageSheet {
  href: string;
  chunk: string;
}

/** A drawn page, as it is and compressed each way a browser may take it. */
export interface DrawnPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The first screens drawn in the server: /, /casino and /sports, for a signed-out visitor, as the
 * stable build of their area draws them (a canary's visitors see it replaced by their own build's
 * first render). Answers undefined when the page is not drawn (then the plain shell goes out).
 */
export function firstScreenDrawer(app: FastifyInstance, config: ServerConfig, remotesConfig: () => Promise<RemotesConfig>) {
  const drawFile = join(config.hostDist, 'draw', 'draw.cjs');
  let drawModule: DrawModule | undefined;
  const areaModules = new Map<string, PageModule>();
  const manifests = new Map<string, Promise<unknown>>();
  /** The drawings, made or under way, by origin, page, language, theme and builds. */
  const drawn = new Map<string, { startedAt: number; page: Promise<DrawnPage | null> }>();

  function loadDraw(): DrawModule | undefined {
    if (!drawModule && existsSync(drawFile)) drawModule = createRequire(drawFile)(drawFile) as DrawModule;
    return drawModule;
  }

  /** An area's drawn page, evaluated with the host's shared singletons as its imports of them. */
  async function areaPage(draw: DrawModule, build: AreaBuild, page: string): Promise<PageModule> {
    const file = join(build.dir, 'draw', `${page}.cjs`);
    let module = areaModules.get(file);
    if (!module) {
      const source = await readFile(file, 'utf8');
      const wrapped = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
        filename: file,
      }) as (...args: unknown[]) => void;
      const holder = { exports: {} as PageModule };
      const requireShared = (name: string) => {
        if (name in draw.shared) return draw.shared[name];
        throw new Error(`${file} asks for ${name}, which the server's draw does not share`);
      };
      wrapped(holder.exports, requireShared, holder, file, join(build.dir, 'draw'));
      module = holder.exports;
      areaModules.set(file, module);
    }
    return module;
  }

  /** Where the stable build of each area is, when it is served from this server's disk. */
  async function areaBuilds(): Promise<Partial<Record<AreaName, AreaBuild>>> {
    const remotes = await remotesConfig();
    const builds: Partial<Record<AreaName, AreaBuild>> = {};
    for (const area of AREAS) {
      const remote = remotes[area];
      // While an area's canary runs, its pages go out plain: the server does not know the visitor's
      // bucket (kept in local storage), and a drawing of the stable build would show a canary's
      // visitors the other build first.
      if (!remote || (typeof remote !== 'string' && remote.canary && remote.canary.percent > 0)) continue;
      const { entry, version } = resolveAreaRemote(remote, BUCKET_COUNT);
      const match = new RegExp(`^/remotes/${area}/(?:([^/]+)/)?mf-manifest\\.json$`).exec(entry);
      if (!match) continue;
      const release = match[1];
      builds[area] = {
        dir: release ? join(config.releasesDir, area, release) : config.remoteDists[area],
        publicPath: `/remotes/${area}/${release ? `${release}/` : ''}`,
        version: version ?? release ?? 'build',
      };
    }
    return builds;
  }

  async function texts(url: string, builds: Partial<Record<AreaName, AreaBuild>>): Promise<Response> {
    const path = new URL(url, 'http://draw').pathname;
    let file: string | undefined;
    const host = /^\/locales\/([a-z-]+)\/([a-z_]+)\.json$/i.exec(path);
    if (host) file = join(config.hostDist, 'locales', host[1] ?? '', `${host[2] ?? ''}.json`);
    const area = /^\/remotes\/([a-z]+)\/locales\/([a-z-]+)\/([a-z_]+)\.json$/i.exec(path);
    const build = area ? builds[area[1] as AreaName] : undefined;
    if (area && build) file = join(build.dir, 'locales', area[2] ?? '', `${area[3] ?? ''}.json`);
    if (!file || !existsSync(file)) return new Response('{}', { status: 404 });
    return new Response(new Uint8Array(await readFile(file)), { headers: { 'content-type': 'application/json' } });
  }

  async function call(url: string, body: unknown): Promise<Response> {
    const answer = await app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: JSON.stringify(body ?? {}),
    });
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  }

  async function drawPage(
    draw: DrawModule,
    builds: Partial<Record<AreaName, AreaBuild>>,
    origin: string,
    path: string,
    language: string,
    theme: string | undefined,
    timeZone: string | null,
    shell: string,
  ): Promise<DrawnPage | null> {
    const versions = Object.fromEntries(Object.entries(builds).map(([area, build]) => [area, build.version]));
    const loadPage = (area: AreaName, page: string) => {
      const build = builds[area];
      return build
        ? areaPage(draw, build, page)
        : Promise.reject(Object.assign(new Error(`The ${area} area is not drawn now`), { code: 'NOT_DRAWN' }));
    };
    const siteAnswer = await app.inject({ method: 'GET', url: '/site/config.json' });
    const site = siteAnswer.statusCode === 200 ? (siteAnswer.json() as SiteConfig) : undefined;
    const result = await draw.drawFirstScreen({
      path,
      language,
      timeZone,
      loadPage,
      versions,
      call,
      texts: (url) => texts(url, builds),
      site,
    });
    if (!result) return null;
    const build = builds[result.area];
    const sheets = [...(await kitStylesheets()), ...(build ? await pageStylesheets(result.area, build, result.page) : [])];
    // Absolute, as the federation runtime writes the links of an area's page: it finds them by address.
    const absolute = sheets.map((sheet) => ({ ...sheet, href: new URL(sheet.href, origin).href }));
    const page = drawnHtml(shell, {
      ...result,
      language,
      timeZone,
      theme: theme ?? site?.default_theme,
      title: site?.brand_name,
      sheets: absolute,
    });
    const body = Buffer.from(page);
    return {
      body,
      br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(body, { level: 6 }),
    };
  }

  /** A build's federation manifest, read once (a build's folder does not change while it is served). */
  function manifestOf(dir: string): Promise<unknown> {
    let manifest = manifests.get(dir);
    if (!manifest) {
      manifest = readFile(join(dir, 'mf-manifest.json'), 'utf8').then((text) => JSON.parse(text) as unknown);
      // A manifest that could not be read is read again next time.
      manifest.catch(() => manifests.delete(dir));
      manifests.set(dir, manifest);
    }
    return manifest;
  }

  /**
   * The stylesheets of the kit's display and overlay parts, which the host provides as chunks of
   * their own and every area's page uses (the page loads them beside the area's page).
   */
  async function kitStylesheets(): Promise<PageSheet[]> {
    try {
      const manifest = (await manifestOf(config.hostDist)) as {
        shared?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
      };
      return (manifest.shared ?? [])
        .filter((module) => module.name === '@app/ui/display' || module.name === '@app/ui/overlays')
        .flatMap((module) => module.assets?.css?.sync ?? [])
        .map((sheet) => ({ href: `/${sheet}`, chunk: `host:chunk-${chunkOf(sheet)}` }));
    } catch {
      return [];
    }
  }

  /** The stylesheets of an area's page, from its manifest (the ones its chunks bring in the browser). */
  async function pageStylesheets(area: AreaName, build: AreaBuild, page: string): Promise<PageSheet[]> {
    try {
      const manifest = (await manifestOf(build.dir)) as {
        exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
      };
      const sheets = manifest.exposes?.find((expose) => expose.name === page)?.assets?.css?.sync ?? [];
      return sheets.map((sheet) => ({ href: `${build.publicPath}${sheet}`, chunk: `${area}:chunk-${chunkOf(sheet)}` }));
    } catch {
      return [];
    }
  }

  /** Drawings past their time (of builds no longer served, or pages no one asked for since) are let go. */
  function letGoOfOldDrawings(now: number): void {
    for (const [key, entry] of drawn) if (now - entry.startedAt > DRAWN_PAGE_TTL_MS) drawn.delete(key);
    // Still full (many origins or languages at once): the oldest go first.
    for (const key of drawn.keys()) {
      if (drawn.size < MAX_KEPT_DRAWINGS) break;
      drawn.delete(key);
    }
  }

  /**
   * The page for this request drawn (kept a few seconds per origin, page, language, theme and time zone), or undefined
   * when it is not drawn: a signed-in player's page (their own data is never in shared HTML), a page
   * other than the three first screens, a draw that failed or took too long.
   */
  return async function drawnPage(request: FastifyRequest, shellFile: string): Promise<DrawnPage | undefined> {
    const [path = '/', query] = request.url.split('?');
    if (query !== undefined || !(path in FIRST_SCREEN_CALLS)) return undefined;
    const cookies = parseCookie(request.headers.cookie ?? '');
    if (cookies[DRAW_COOKIES.signedIn]) return undefined;
    const languages = String(request.headers['accept-language'] ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? '')
      .filter(Boolean);
    const draw = loadDraw();
    if (!draw) return undefined;
    const language = draw.initialLanguage(cookies[DRAW_COOKIES.language], languages);
    const theme =
      cookies[DRAW_COOKIES.theme] === 'dark' || cookies[DRAW_COOKIES.theme] === 'light' ? cookies[DRAW_COOKIES.theme] : undefined;
    const timeZone = knownTimeZone(cookies[DRAW_COOKIES.timeZone]);
    const origin = `${request.protocol}://${request.host}`;
    // The builds drawn from are part of the key: a release, a promotion or a canary takes effect at once.
    const builds = await areaBuilds();
    const key = `${origin} ${path} ${language} ${theme ?? ''} ${timeZone ?? ''} ${JSON.stringify(builds)}`;
    let kept = drawn.get(key);
    if (!kept || Date.now() - kept.startedAt > DRAWN_PAGE_TTL_MS) {
      const page = readFile(shellFile, 'utf8')
        .then((shell) => drawPage(draw, builds, origin, path, language, theme, timeZone, shell))
        .catch((error: unknown) => {
          // A build without drawn pages (one made before they were), or an area whose canary runs, is
          // not an error: its page goes out plain.
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOENT' || code === 'NOT_DRAWN') request.log.debug({ err: error, path }, 'This page is not drawn now');
          else request.log.warn({ err: error, path }, 'The first screen could not be drawn');
          return null;
        });
      const entry = { startedAt: Date.now(), page };
      if (drawn.size >= MAX_KEPT_DRAWINGS) letGoOfOldDrawings(entry.startedAt);
      drawn.set(key, entry);
      kept = entry;
      // A failed draw is not kept: the next visitor's request tries again.
      void page.then((done) => {
        if (!done && drawn.get(key) === entry) drawn.delete(key);
      });
    }
    const page = await Promise.race([kept.page, wait(DRAW_DEADLINE_MS, null, { ref: false })]);
    return page ?? undefined;
  };
}

/** The time zones pages have told so far that Intl knows. */
const timeZones = new Set<string>();

/** A time zone the page told (an IANA name Intl knows), or null. */
function knownTimeZone(name: string | undefined): string | null {
  if (!name || name.length > 64) return null;
  if (!timeZones.has(name)) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
    } catch {
      return null;
    }
    timeZones.add(name);
  }
  return name;
}

/** The chunk a stylesheet belongs to, from its name ([chunk].[contenthash:10].css). */
const chunkOf = (sheet: string) => sheet.replace(/\.[0-9a-f]{10}\.css$/, '');

/** JSON that is safe inside a script element (no closing tag, no comment opener, no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The host's page with the drawn markup in its root (inert until the app's first render replaces
 * it: a tap before then would reach a button with nothing behind it), the answers it was drawn
 * from, the page's stylesheets, and the language and theme it was drawn in.
 */
export function drawnHtml(
  shell: string,
  drawn: {
    html: string;
    data: unknown;
    language: string;
    theme: string | undefined;
    timeZone?: string | null;
    title: string | undefined;
    sheets: readonly PageSheet[];
  },
): string {
  let page = shell.replace(/<html([^>]*)>/, (_tag, attributes: string) => {
    let next = attributes.replace(/\slang="[^"]*"/, ` lang="${attribute(drawn.language)}"`);
    if (drawn.theme)
      next = next.replace(/\sdata-theme="[^"]*"/, ` data-theme="${attribute(drawn.theme)}" style="color-scheme:${attribute(drawn.theme)}"`);
    return `<html${next}>`;
  });
  const links = drawn.sheets
    .map((sheet) => `<link rel="stylesheet" href="${attribute(sheet.href)}" data-rspack="${attribute(sheet.chunk)}">`)
    .join('');
  page = page.replace('</head>', `${links}</head>`);
  if (drawn.title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(drawn.title ?? '')}</title>`);
  const data = `<script type="application/json" id="${DRAWN_DATA_ID}">${scriptJson(drawn.data)}</script>`;
  // What the page was drawn for, so that the app takes the markup over as it is only when it would draw the same.
  const drawnFor = `${drawn.language} ${drawn.timeZone ?? '-'}`;
  return page.replace(
    /<div id="?root"?><\/div>/,
    () => `<div id="root" inert data-drawn="${attribute(drawnFor)}">${drawn.html}</div>${data}`,
  );
}
