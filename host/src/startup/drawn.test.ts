import { QueryClient, dehydrate } from '@tanstack/react-query';
import { publicKey } from '@app/api';
import { authAtom, localeAtom, signedOut, store, themeAtom } from '@app/state';
import { DRAWN_DATA_ID } from '@app/contract/first-screen';
import { keepDrawCookies, takeDrawnAnswers } from './drawn.ts';

const GAMES = publicKey('/game/list');

function drawnPage(data: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = DRAWN_DATA_ID;
  element.textContent = data;
  document.body.appendChild(element);
  return element;
}

function answers() {
  const server = new QueryClient();
  server.setQueryData(GAMES, { list: [{ id: 'crystal-keno' }] });
  return JSON.stringify(dehydrate(server));
}

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((part) => part.split('=').map(decodeURIComponent)),
  );

describe("a page drawn in the server: the app's first render", () => {
  afterEach(() => document.getElementById(DRAWN_DATA_ID)?.remove());

  it('takes the answers the page came with into the query cache, for a visitor', () => {
    drawnPage(answers());
    const client = new QueryClient();
    expect(takeDrawnAnswers(client, false)).toBe(true);
    expect(client.getQueryData(GAMES)).toEqual({ list: [{ id: 'crystal-keno' }] });
    expect(document.getElementById(DRAWN_DATA_ID)).toBeNull();
  });

  it("leaves them out for a signed-in player, whose page was drawn as a visitor's", () => {
    drawnPage(answers());
    const client = new QueryClient();
    expect(takeDrawnAnswers(client, true)).toBe(true);
    expect(client.getQueryData(GAMES)).toBeUndefined();
  });

  it('starts as usual when the page was not drawn, or its answers cannot be read', () => {
    const client = new QueryClient();
    expect(takeDrawnAnswers(client, false)).toBe(false);
    drawnPage('{not json');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(takeDrawnAnswers(client, false)).toBe(true);
    expect(error).toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    error.mockRestore();
  });
});

describe("the draw's cookies", () => {
  it('follow the session, the theme and the language, tell the time zone, and say nothing else', () => {
    const options = new Intl.DateTimeFormat().resolvedOptions();
    const zone = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...options, timeZone: 'Asia/Ho_Chi_Minh' });
    store.set(authAtom, signedOut);
    store.set(themeAtom, 'dark');
    store.set(localeAtom, 'vi');
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const stop = keepDrawCookies(store);
    // The zone's name costs a date format: it is not read while the page is shown, even when idle.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(cookies()).toEqual({ theme: 'dark', lang: 'vi' });
    expect(zone).not.toHaveBeenCalled();
    // It is told as the page is hidden, for the next visit.
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const tz = 'Asia/Ho_Chi_Minh';
    expect(cookies()).toEqual({ theme: 'dark', lang: 'vi', tz });
    zone.mockRestore();

    store.set(authAtom, { ...signedOut, isLogin: true, accessToken: 'secret-token' });
    expect(cookies()).toEqual({ signed_in: '1', theme: 'dark', lang: 'vi', tz });
    expect(document.cookie).not.toContain('secret-token');

    store.set(themeAtom, 'light');
    store.set(authAtom, signedOut);
    expect(cookies()).toEqual({ theme: 'light', lang: 'vi', tz });
    stop();
    store.set(themeAtom, 'dark');
    expect(cookies()).toEqual({ theme: 'light', lang: 'vi', tz });
    visibility.mockRestore();
  });
});
