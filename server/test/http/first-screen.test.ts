// The first screens drawn in the server: which pages are drawn, for whom, in what language and
// theme, kept how long, and what goes out when a draw fails or is slow. The draw itself is the
// host's build (its own browser journeys read it with JavaScript off); here a stand-in module in
// its place records what the server asks of it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DRAWN_DATA_ID } from '@app/contract/first-screen';
import { drawnHtml } from '../../src/http/first-screen.ts';
import { startServer, type TestServer } from '../helpers.ts';

const SHELL =
  '<!doctype html><html lang="en" data-theme="light"><head><title>Shell</title></head><body><div id="root"></div></body></html>';

/**
 * A draw module as the host's build makes it (module.exports with shared, initialLanguage and
 * drawFirstScreen), which draws the path and language it was asked for and logs each draw in the
 * process (globalThis.__draws). A draw takes 2.5 s while __slow is set; /casino throws while __failCasino is.
 */
const DRAW_MODULE = `
globalThis.__draws = [];
module.exports = {
  shared: {},
  initialLanguage: (stored, languages) => ['en', 'vi', 'es'].find((code) => code === stored) ?? languages.map((l) => l.slice(0, 2)).find((code) => ['en', 'vi', 'es'].includes(code)) ?? 'en',
  drawFirstScreen: async (request) => {
    globalThis.__draws.push({ path: request.path, language: request.language, timeZone: request.timeZone, brand: request.site && request.site.brand_name });
    if (globalThis.__failCasino && request.path === '/casino') throw new Error('the casino area failed to draw');
    if (globalThis.__slow) await new Promise((resolve) => setTimeout(resolve, 2500));
    const answer = await request.call('http://localhost/v1/game/categories/list', {});
    const body = await answer.json();
    return { html: '<h1>' + request.path + ' in ' + request.language + '</h1><p>' + (answer.ok && body ? 'answered' : 'refused') + '</p>', data: { queries: [], mutations: [], note: '</script><script>alert(1)</script>' }, area: 'casino', page: 'Casino' };
  },
};`;

const draws = () =>
  (globalThis as { __draws?: { path: string; language: string; timeZone: string | null; brand?: string }[] }).__draws ?? [];

describe('the first screens drawn in the server', () => {
  let server: TestServer;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'first-screen-test-'));
    const host = join(dist, 'host');
    mkdirSync(join(host, 'draw'), { recursive: true });
    writeFileSync(join(host, 'index.html'), SHELL);
    writeFileSync(join(host, 'draw', 'draw.cjs'), DRAW_MODULE);
    const env: Record<string, string> = { SERVE_STATIC: 'true', HOST_DIST: host };
    for (const area of ['casino', 'sports', 'wallet', 'account', 'vip']) {
      mkdirSync(join(dist, area));
      env[`REMOTE_${area.toUpperCase()}_DIST`] = join(dist, area);
    }
    server = await startServer({ env });
  });
  after(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => draws().splice(0));

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it("draws /, /casino and /sports for a visitor, from the API's answers as a visitor gets them", async () => {
    for (const path of ['/', '/casino', '/sports']) {
      const response = await get(path, { 'accept-language': 'en-GB,en;q=0.8' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(String(response.headers.vary), /cookie/);
      assert.match(String(response.headers.vary), /accept-language/);
      assert.match(response.body, new RegExp(`<div id="root" inert data-drawn="en -"><h1>${path} in en</h1><p>answered</p></div>`));
      assert.match(response.body, new RegExp(`<script type="application/json" id="${DRAWN_DATA_ID}">`));
    }
    assert.deepEqual(
      draws().map((draw) => draw.path),
      ['/', '/casino', '/sports'],
    );
  });

  it("draws times in the visitor's time zone (its cookie), and leaves them out when the zone is not known", async () => {
    await get('/casino', { cookie: 'lang=es; tz=Asia%2FHo_Chi_Minh' });
    await get('/casino', { cookie: 'lang=es; tz=Asia%2FHo_Chi_Minh' });
    await get('/casino', { cookie: 'lang=es; tz=America/Sao_Paulo' });
    await get('/casino', { cookie: 'lang=es; tz=Mars%2FOlympus' });
    await get('/casino', { cookie: 'lang=es' });
    assert.deepEqual(
      draws().map((draw) => draw.timeZone),
      ['Asia/Ho_Chi_Minh', 'America/Sao_Paulo', null],
    );
  });

  it('keeps a drawn page a few seconds for the next visitors of the same page and language', async () => {
    await get('/sports', { cookie: 'lang=vi' });
    await get('/sports', { cookie: 'lang=vi' });
    await get('/sports', { cookie: 'lang=es' });
    assert.deepEqual(
      draws().map((draw) => `${draw.path} ${draw.language}`),
      ['/sports vi', '/sports es'],
    );
  });

  it("draws in the visitor's language and theme: the stored ones (cookies), else the browser's", async () => {
    const stored = await get('/', { cookie: 'lang=es; theme=dark', 'accept-language': 'vi' });
    assert.match(stored.body, /<html lang="es" data-theme="dark" style="color-scheme:dark">/);
    const browser = await get('/', { 'accept-language': 'vi-VN,vi;q=0.9' });
    assert.match(browser.body, /<html lang="vi"/);
    assert.match(browser.body, /<h1>\/ in vi<\/h1>/);
  });

  it("never draws a signed-in player's page, a page with a query, or any other page", async () => {
    for (const [url, cookie] of [
      ['/casino', 'signed_in=1'],
      ['/casino?tag=slots', ''],
      ['/vip', ''],
      ['/deposit', ''],
    ] as const) {
      const response = await get(url, cookie ? { cookie } : {});
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, SHELL, url);
    }
    assert.deepEqual(draws(), []);
  });

  it('sends the plain page when a draw fails, and draws again for the next visitor', async () => {
    (globalThis as { __failCasino?: boolean }).__failCasino = true;
    const failed = await get('/casino', { cookie: 'lang=vi' });
    assert.equal(failed.body, SHELL);
    (globalThis as { __failCasino?: boolean }).__failCasino = false;
    const drawn = await get('/casino', { cookie: 'lang=vi' });
    assert.match(drawn.body, /<h1>\/casino in vi<\/h1>/);
  });
});

describe('a slow draw', () => {
  it('is not waited for past a second, by the visitor who started it or one who comes meanwhile; a later visitor gets the drawing', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-screen-slow-'));
    const host = join(dist, 'host');
    mkdirSync(join(host, 'draw'), { recursive: true });
    writeFileSync(join(host, 'index.html'), SHELL);
    writeFileSync(join(host, 'draw', 'draw.cjs'), DRAW_MODULE);
    const server = await startServer({ env: { SERVE_STATIC: 'true', HOST_DIST: host } });
    try {
      const flags = globalThis as { __slow?: boolean };
      flags.__slow = true;
      const first = await server.app.inject({ method: 'GET', url: '/sports' });
      assert.equal(first.body, SHELL);
      // The draw is still under way: the next visitor is not kept waiting for it either.
      const meanwhile = await server.app.inject({ method: 'GET', url: '/sports' });
      assert.equal(meanwhile.body, SHELL);
      await new Promise((resolve) => setTimeout(resolve, 700));
      flags.__slow = false;
      const next = await server.app.inject({ method: 'GET', url: '/sports' });
      assert.match(next.body, /<h1>\/sports in en<\/h1>/);
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the drawn page', () => {
  it('carries the answers as JSON that cannot end its element, and the page in its language, theme, title and stylesheets', () => {
    const page = drawnHtml(SHELL, {
      html: '<h1>Lobby</h1>',
      data: { note: '</script><script>alert(1)</script><!--', line: '\u2028' },
      language: 'vi',
      theme: 'dark',
      timeZone: 'Asia/Ho_Chi_Minh',
      title: 'Lucky "Reef"',
      sheets: [{ href: '/remotes/casino/1.2.0/5837.edf25de792.css', chunk: 'casino:chunk-5837' }],
    });
    assert.match(page, /^<!doctype html><html lang="vi" data-theme="dark" style="color-scheme:dark"><head>/);
    assert.match(page, /<title>Lucky &quot;Reef&quot;<\/title>/);
    assert.match(
      page,
      /<link rel="stylesheet" href="\/remotes\/casino\/1\.2\.0\/5837\.edf25de792\.css" data-rspack="casino:chunk-5837"><\/head>/,
    );
    assert.match(page, /<div id="root" inert data-drawn="vi Asia\/Ho_Chi_Minh"><h1>Lobby<\/h1><\/div>/);
    const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    assert.doesNotMatch(json, /<|>/);
    assert.deepEqual(JSON.parse(json), { note: '</script><script>alert(1)</script><!--', line: '\u2028' });
    assert.equal(page.split('</script>').length, 2, 'one script element, closed once');
  });
});
