// What the vip area's page tests share: the product's texts in memory, a player signed in (or not)
// in the shared store, the fake API at the network boundary, and the Bonus tab on its route (as
// the host lists it), with a stand-in for every other page.
import { join } from 'node:path';
import { setupAreaTexts, textsOf } from '@app/i18n/testing';
import { renderArea, signInPlayer, type AreaPages } from '@app/api/testing';
import Vip from '../src/pages/Vip.tsx';

export { bodiesTo, currentLocation, resetFakeApi as resetAll, signOutPlayer as signOut, startFakeApi as startApi } from '@app/api/testing';

/** The real i18n instance with the host's common and error texts and the area's own, in every language. */
export const setupTexts = () => setupAreaTexts('vip', join(__dirname, '..'));

/** The area's own text for a key, in English unless told. */
export const text = textsOf('vip');

/** A signed-in player playing in USD with $100 cash. */
export function signIn(): void {
  signInPlayer();
}

/** The area's pages at the paths of the host's route table. */
const PAGES: AreaPages = {
  '/vip': Vip,
};

/** The Bonus tab at /vip, and a stand-in for every other page. */
export function renderVip(at = '/vip') {
  return renderArea(at, PAGES);
}
