import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';

/** A phone-sized viewport, the width the product is designed for. */
const VIEWPORT = { width: 375, height: 812 };

/** Responses smaller than this are not worth compressing (the build skips them too). */
const COMPRESSIBLE_FROM_BYTES = 1024;

export interface PageToLoad {
  /** What the page is, in the table: "home", "casino", ... */
  name: string;
  path: string;
}

export interface RequestRecord {
  url: string;
  /** Chromium's resource type: Document, Script, Fetch, Stylesheet, Image, ... */
  resourceType: string;
  status: number;
  /** Content-Encoding as served (gzip, br) or '' when sent as is. */
  contentEncoding: string;
  /** Milliseconds from the page's first request. */
  startMs: number;
  endMs: number;
  /** Bytes on the wire, headers included (CDP encodedDataLength). */
  encodedBytes: number;
  /** Bytes of the body once decoded. */
  decodedBytes: number;
  /** The decoded body gzipped here (zlib level 9), whatever the server sent. */
  gzipBytes: number;
  /** The script or document that started the request. */
  initiator: string;
  failed: boolean;
}

export interface PageLoadFigures extends PageToLoad {
  requests: number;
  failedRequests: number;
  jsRequests: number;
  /** JS bytes as transferred (compressed when the server compresses, headers included). */
  jsEncodedBytes: number;
  jsDecodedBytes: number;
  /** JS bytes gzipped locally: what the page costs with gzip whatever the server does. */
  jsGzipBytes: number;
  /** Scripts of at least 1 KiB sent without Content-Encoding. */
  uncompressedScripts: string[];
  /** Image responses (artwork, logos, icons) that arrived. */
  imageRequests: number;
  /** Their bytes as transferred, headers included. */
  imageEncodedBytes: number;
  /** Their bodies once decoded. */
  imageDecodedBytes: number;
  /** From the first request to the network going quiet. */
  loadedMs: number;
  /** The page's area rendered (a level-1 heading, not the host's "area unavailable" fallback). */
  areaRendered: boolean;
  areaFallbackShown: boolean;
  waterfall: RequestRecord[];
}

interface PendingRequest {
  url: string;
  resourceType: string;
  startSeconds: number;
  initiator: string;
  status: number;
  contentEncoding: string;
}

function headerValue(headers: Record<string, unknown>, name: string): string {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry === undefined ? '' : String(entry[1]);
}

/**
 * Loads one page in a fresh browser context (cold HTTP cache, no service worker) and records every
 * request through the DevTools protocol: bytes on the wire, decoded and gzipped sizes, timing.
 */
export async function measurePageLoad(browser: Browser, baseUrl: string, target: PageToLoad): Promise<PageLoadFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block', isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');

    const pending = new Map<string, PendingRequest>();
    const finished: Promise<RequestRecord>[] = [];
    let firstRequestSeconds: number | undefined;

    cdp.on('Network.requestWillBeSent', (event) => {
      firstRequestSeconds ??= event.timestamp;
      const frame = event.initiator.stack?.callFrames[0];
      pending.set(event.requestId, {
        url: event.request.url,
        resourceType: event.type ?? 'Other',
        startSeconds: event.timestamp,
        initiator: event.initiator.url ?? frame?.url ?? event.initiator.type,
        status: 0,
        contentEncoding: '',
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = pending.get(event.requestId);
      if (!request) return;
      request.status = event.response.status;
      request.resourceType = event.type;
      request.contentEncoding = headerValue(event.response.headers, 'content-encoding');
    });
    const settle = (requestId: string, endSeconds: number, encodedBytes: number, failed: boolean) => {
      const request = pending.get(requestId);
      if (!request) return;
      pending.delete(requestId);
      const origin = firstRequestSeconds ?? request.startSeconds;
      const record: RequestRecord = {
        url: request.url,
        resourceType: request.resourceType,
        status: request.status,
        contentEncoding: request.contentEncoding,
        startMs: Math.round((request.startSeconds - origin) * 1000),
        endMs: Math.round((endSeconds - origin) * 1000),
        encodedBytes,
        decodedBytes: 0,
        gzipBytes: 0,
        initiator: request.initiator,
        failed,
      };
      if (failed) {
        finished.push(Promise.resolve(record));
        return;
      }
      finished.push(
        cdp.send('Network.getResponseBody', { requestId }).then(
          ({ body, base64Encoded }) => {
            const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
            return { ...record, decodedBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
          },
          () => record,
        ),
      );
    };
    cdp.on('Network.loadingFinished', (event) => settle(event.requestId, event.timestamp, event.encodedDataLength, false));
    cdp.on('Network.loadingFailed', (event) => settle(event.requestId, event.timestamp, 0, true));

    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const areaFallbackShown = (await page.locator('.area-fallback__title').count()) > 0;
    const areaRendered = !areaFallbackShown && (await page.getByRole('heading', { level: 1 }).count()) > 0;
    const waterfall = (await Promise.all(finished)).sort((a, b) => a.startMs - b.startMs);

    const scripts = waterfall.filter((request) => request.resourceType === 'Script' && !request.failed);
    const images = waterfall.filter((request) => request.resourceType === 'Image' && !request.failed);
    const sum = (records: readonly RequestRecord[], pick: (record: RequestRecord) => number) =>
      records.reduce((total, record) => total + pick(record), 0);
    return {
      ...target,
      requests: waterfall.length,
      failedRequests: waterfall.filter((request) => request.failed).length,
      jsRequests: scripts.length,
      jsEncodedBytes: sum(scripts, (record) => record.encodedBytes),
      jsDecodedBytes: sum(scripts, (record) => record.decodedBytes),
      jsGzipBytes: sum(scripts, (record) => record.gzipBytes),
      uncompressedScripts: scripts
        .filter((record) => record.contentEncoding === '' && record.decodedBytes >= COMPRESSIBLE_FROM_BYTES)
        .map((record) => record.url),
      imageRequests: images.length,
      imageEncodedBytes: sum(images, (record) => record.encodedBytes),
      imageDecodedBytes: sum(images, (record) => record.decodedBytes),
      loadedMs: waterfall.reduce((latest, record) => Math.max(latest, record.endMs), 0),
      areaRendered,
      areaFallbackShown,
      waterfall,
    };
  } finally {
    await context.close();
  }
}
