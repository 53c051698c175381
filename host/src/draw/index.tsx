// The first screen drawn in the server: the host's shell with an area's page, as a signed-out
// visitor sees it, into HTML the page shows before its scripts have run, with the answers it was
// drawn from for the page's query cache. Built for Node.js (see @app/build/draw); the server loads
// it and gives it the area's drawn page, its texts and the answers of the API.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as ReactRouterDom from 'react-router-dom';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import * as reactQuery from '@tanstack/react-query';
import { dehydrate, type Query } from '@tanstack/react-query';
import * as appApi from '@app/api';
import { hydrateDrawnAnswers, queryClient } from '@app/api';
import * as appI18n from '@app/i18n';
import { i18n, initI18n, loadRegisteredNamespace } from '@app/i18n';
import * as appState from '@app/state';
import { cmsConfigAtom, store, timeZoneAtom } from '@app/state';
import type { SiteConfig } from '@app/contract';
import * as appUi from '@app/ui';
import * as appUiDisplay from '@app/ui/display';
import * as appUiOverlays from '@app/ui/overlays';
import * as appUiForms from '@app/ui/forms';
import * as reactHookForm from 'react-hook-form';
import * as zod from 'zod';
import { App } from '../App.tsx';
import { firstAreaPage } from '../routes.ts';
import type { AreaName, PageModule } from '../federation/remotes.ts';
import { HOST_LOCALES_BASE } from '../startup/urls.ts';
import { answerCallsWith } from './early.ts';

export { initialLanguage } from '@app/i18n';

/**
 * The packages an area's drawn page takes from the host (the server's share scope): the same
 * singletons the browser's share scope holds, so that one React, one query client, one store and
 * one i18next instance draw the whole page.
 */
export const shared: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router-dom': ReactRouterDom,
  jotai,
  'jotai/utils': jotaiUtils,
  i18next,
  'react-i18next': reactI18next,
  '@tanstack/react-query': reactQuery,
  '@app/api': appApi,
  '@app/i18n': appI18n,
  '@app/state': appState,
  '@app/ui': appUi,
  '@app/ui/display': appUiDisplay,
  '@app/ui/overlays': appUiOverlays,
  '@app/ui/forms': appUiForms,
  'react-hook-form': reactHookForm,
  zod,
};

export interface DrawRequest {
  /** The page's path (no query). */
  path: string;
  language: string;
  /** The visitor's time zone (IANA name), or null when not known: times are then left out. */
  timeZone: string | null;
  /** The area's drawn page: its module, from the area build the visitor's page loads (the stable one). */
  loadPage: (area: AreaName, page: string) => Promise<PageModule>;
  /** Which build of each area `loadPage` draws from: a change of build loads its texts again. */
  versions: Readonly<Record<string, string>>;
  /** Answers a call of the API (absolute URL and JSON body) as the server would a signed-out visitor. */
  call: (url: string, body: unknown) => Promise<Response>;
  /** A texts file by its URL (the host's under /locales/, an area's under its own path). */
  texts: (url: string) => Promise<Response>;
  /** The operator's site config (the brand, the links), as the page loads it. */
  site: SiteConfig | undefined;
}

export interface Drawn {
  /** The markup of the page's root. */
  html: string;
  /** The query cache's answers the markup was drawn from (TanStack Query's dehydrated state). */
  data: unknown;
  /** The area and page drawn. */
  area: AreaName;
  page: string;
}

/** How many times a draw renders at most: each pass may find the page's next calls or its module. */
const MAX_PASSES = 4;

let textsOf: DrawRequest['texts'] | undefined;
/** The store's site config before any draw set one: each draw starts from it. */
const initialCms = store.get(cmsConfigAtom);
let started: Promise<unknown> | undefined;
const textVersions = new Map<string, string>();

/** A stable loader per set of area builds, so that a page module resolved once is drawn at once after. */
const loaders = new Map<string, DrawRequest['loadPage']>();
let currentLoad: DrawRequest['loadPage'] | undefined;

function loaderFor(versions: DrawRequest['versions']): DrawRequest['loadPage'] {
  const key = JSON.stringify(Object.entries(versions).sort());
  let loader = loaders.get(key);
  if (!loader) {
    loader = (area, page) => (currentLoad ?? Promise.reject.bind(Promise))(area, page);
    loaders.set(key, loader);
  }
  return loader;
}

/** Draws are taken one at a time: the query cache, the store and the i18next instance are the page's one. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Draws the first screen of `request.path` for a signed-out visitor, or answers null when the path
 * is not an area's page, a call failed (a failed answer is not drawn: the page asks again) or the
 * page could not be drawn whole.
 */
export function drawFirstScreen(request: DrawRequest): Promise<Drawn | null> {
  const draw = queue.then(() => drawNow(request));
  queue = draw.catch(() => undefined);
  return draw;
}

async function drawNow(request: DrawRequest): Promise<Drawn | null> {
  const first = firstAreaPage(request.path, false);
  if (!first) return null;
  textsOf = request.texts;
  started ??= initI18n({ language: request.language, localesBase: HOST_LOCALES_BASE, earlyResponse: (url) => textsOf?.(url) });
  await started;
  currentLoad = request.loadPage;
  answerCallsWith(request.call);
  queryClient.clear();
  const { default_theme: _theme, ...cms } = request.site ?? {};
  store.set(cmsConfigAtom, { ...initialCms, ...cms });
  store.set(timeZoneAtom, request.timeZone);
  try {
    await i18n.changeLanguage(request.language);
    // The page's module registers its texts' namespace as it is evaluated; a new build's are read again.
    await request.loadPage(first.area, first.page);
    const version = request.versions[first.area] ?? '';
    if (textVersions.has(first.area) && textVersions.get(first.area) !== version) await i18n.reloadResources(undefined, [first.area]);
    textVersions.set(first.area, version);
    await loadRegisteredNamespace(first.area);

    const app = <App location={request.path} loadAreaPage={loaderFor(request.versions)} />;
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      // Drawn from the answers the page will come with, as the page's first render draws them.
      hydrateDrawnAnswers(queryClient, dehydrate(queryClient, { shouldDehydrateQuery: isAnswered }));
      html = renderToString(app);
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
      // A part still suspended (its module or texts on the way) shows React's client-render mark.
      if (waiting.length === 0 && !html.includes('<!--$!-->')) break;
      await Promise.allSettled(waiting.map((query) => query.fetch()));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const queries = queryClient.getQueryCache().getAll();
    if (html.includes('<!--$!-->') || queries.some((query) => query.state.status === 'error')) return null;
    const data = dehydrate(queryClient, { shouldDehydrateQuery: isAnswered });
    return { html, data, area: first.area, page: first.page };
  } finally {
    answerCallsWith(undefined);
    currentLoad = undefined;
    queryClient.clear();
  }
}

const isAnswered = (query: Query) => query.state.status === 'success';

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
