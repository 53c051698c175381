import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { hydrateDrawnAnswers } from '@app/api';
import { DRAW_COOKIES, DRAWN_DATA_ID } from '@app/contract/first-screen';
import { deviceTimeZone, isSignedInAtom, localeAtom, themeAtom, type store as pageStore } from '@app/state';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Puts the answers a drawn page came with in the query cache, so that the app's first render draws
 * what the server drew instead of asking again. A signed-in player's page was drawn as a visitor's
 * (the server cannot know the session): its answers are left out and asked for as the player.
 * Answers whether the page was drawn in the server.
 */
export function takeDrawnAnswers(queryClient: QueryClient, signedIn: boolean, document: Document = globalThis.document): boolean {
  const element = document.getElementById(DRAWN_DATA_ID);
  if (!element) return false;
  element.remove();
  if (signedIn) return true;
  try {
    hydrateDrawnAnswers(queryClient, JSON.parse(element.textContent ?? 'null') as DehydratedState);
  } catch (error) {
    console.error('The first screen came with answers that could not be read:', error);
  }
  return true;
}

/** Keeps the draw's cookies in step with the store, from now on. */
export function keepDrawCookies(store: typeof pageStore, document: Document = globalThis.document): () => void {
  const secure = document.location?.protocol === 'https:' ? '; secure' : '';
  const write = (name: string, value: string | null) => {
    document.cookie =
      value === null
        ? `${name}=; path=/; max-age=0; samesite=lax${secure}`
        : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
  };
  const signedIn = () => write(DRAW_COOKIES.signedIn, store.get(isSignedInAtom) ? '1' : null);
  const theme = () => write(DRAW_COOKIES.theme, store.get(themeAtom));
  const language = () => write(DRAW_COOKIES.language, store.get(localeAtom));
  signedIn();
  theme();
  language();
  // Reading the zone's name makes the page's first date format (tens of milliseconds of the main
  // thread on a phone, however idle the moment): it is for the next visit's drawing, so it is told
  // as the page is hidden (the player leaves, switches apps or locks the phone), when nothing waits.
  const timeZone = () => {
    if (document.visibilityState === 'hidden') write(DRAW_COOKIES.timeZone, deviceTimeZone());
  };
  document.addEventListener('visibilitychange', timeZone);
  const stops = [store.sub(isSignedInAtom, signedIn), store.sub(themeAtom, theme), store.sub(localeAtom, language)];
  return () => {
    for (const stop of stops) stop();
    document.removeEventListener('visibilitychange', timeZone);
  };
}
