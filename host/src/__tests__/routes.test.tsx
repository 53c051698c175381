import { matchPath } from 'react-router-dom';
import { BEYOND_SPEC_ROUTES, ROUTES, TAB_BAR_PATHS, findRoute, firstAreaPage, pagesOf, showsTabBar } from '../routes.ts';
import { AREAS } from '../federation/remotes.ts';
import { exposes as casino } from '@app/casino/exposes';
import { exposes as sports, parts as sportsParts } from '@app/sports/exposes';
import { exposes as wallet } from '@app/wallet/exposes';
import { exposes as account } from '@app/account/exposes';
import { exposes as vip } from '@app/vip/exposes';

const OPEN = [
  '/',
  '/casino',
  '/sports',
  '/redirect-handler',
  '/about-us',
  '/terms',
  '/privacy',
  '/vip',
  '/game-detail/:id',
  '/game/history',
  '/game-play/:url',
  '/game-list/:tag',
  '/game-list/provider/:providerId',
  '/originals/:id',
  '/responsible-gambling',
  '/withdraw/fiat',
];
const GUARDED = [
  '/cash-withdraw-progress',
  '/deposit',
  '/deposit/fiat',
  '/deposit/bank-card',
  '/deposit/bank-card/submit',
  '/withdraw',
  '/withdraw/bank-card',
  '/withdraw/bank-card/submit',
  '/wallet/bank-card/bind',
  '/profile',
  '/transactions',
  '/kyc',
  '/kyc/verify-email',
  '/kyc/verify-profile',
  '/kyc/verify-identity',
  '/responsible-gambling/self-exclusion',
  '/responsible-gambling/limits/:type',
];
const AUTH = ['/auth/sign-in', '/auth/sign-up', '/auth/forgot-password'];

describe('the route table', () => {
  it('holds every route of the specification, and no other', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...OPEN, ...GUARDED, ...AUTH].sort());
  });

  it('guards exactly the sign-in-required routes', () => {
    expect(
      ROUTES.filter((route) => route.guarded)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...GUARDED].sort());
  });

  it('puts the three auth screens in the auth layout and everything else in the main layout', () => {
    expect(
      ROUTES.filter((route) => route.layout === 'auth')
        .map((route) => route.path)
        .sort(),
    ).toEqual([...AUTH].sort());
  });

  it('adds beyond the specification only the identity provider callback and the sportsbook pages, all open', () => {
    expect(BEYOND_SPEC_ROUTES.map((route) => route.path)).toEqual(['/auth/oauth/callback', '/sports/event/:eventId', '/sports/bets']);
    expect(BEYOND_SPEC_ROUTES.filter((route) => route.guarded)).toEqual([]);
    expect(pagesOf('sports')).toEqual(['Sports', 'SportsEvent', 'SportsBets']);
  });

  it("draws the sportsbook's live row below home, a part the sports build exposes", () => {
    expect(findRoute('/')?.parts).toEqual([{ area: 'sports', part: 'HomeLiveRow' }]);
    const withParts = [...ROUTES, ...BEYOND_SPEC_ROUTES].filter((route) => route.parts);
    expect(withParts.map((route) => route.path)).toEqual(['/']);
    for (const part of withParts.flatMap((route) => route.parts ?? [])) expect(Object.keys(sportsParts)).toContain(`./${part.part}`);
  });

  it('asks each remote only for pages that its build exposes', () => {
    const exposed: Record<string, Record<string, string>> = { casino, sports, wallet, account, vip };
    for (const area of AREAS) {
      for (const page of pagesOf(area)) expect(Object.keys(exposed[area] ?? {})).toContain(`./${page}`);
      expect(pagesOf(area).length).toBeGreaterThan(0);
    }
  });
});

describe('finding the route of a path before the router has loaded', () => {
  /** A path that opens the route: each `:name` filled in. */
  const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'x-1');

  const ALL = [...ROUTES, ...BEYOND_SPEC_ROUTES];
  it.each(ALL.map((route) => route.path))('finds %s, as the router matches it', (pattern) => {
    const path = sample(pattern);
    expect(findRoute(path)?.path).toBe(pattern);
    // The router's own matcher agrees, and no other route of the table matches the same path.
    expect(ALL.filter((route) => matchPath(route.path, path)).map((route) => route.path)).toEqual([pattern]);
  });

  it('ignores a trailing slash and letter case, as the router does', () => {
    expect(findRoute('/Casino/')?.path).toBe('/casino');
    expect(findRoute('/GAME-LIST/provider/p7')?.path).toBe('/game-list/provider/:providerId');
    expect(findRoute('/game-list/slots')?.path).toBe('/game-list/:tag');
  });

  it.each(['/no-such-page', '/casino/extra', '/game-detail', '/responsible-gambling/limits'])('knows no route for %s', (path) => {
    expect(findRoute(path)).toBeUndefined();
    expect(ROUTES.some((route) => matchPath(route.path, path))).toBe(false);
  });
});

describe('the area page of a first screen', () => {
  it("is the route's area page, home's for an unknown path, none for the host's own pages", () => {
    expect(firstAreaPage('/sports', false)).toEqual({ area: 'sports', page: 'Sports' });
    expect(firstAreaPage('/sports/event/evt-7', false)).toEqual({ area: 'sports', page: 'SportsEvent' });
    expect(firstAreaPage('/sports/bets', false)).toEqual({ area: 'sports', page: 'SportsBets' });
    expect(firstAreaPage('/no-such-page', false)).toEqual({ area: 'casino', page: 'Home' });
    expect(firstAreaPage('/about-us', true)).toBeUndefined();
  });

  it('is none for a visitor on a guarded page (the sign-in screen shows), and the page for a player', () => {
    expect(firstAreaPage('/deposit', false)).toBeUndefined();
    expect(firstAreaPage('/deposit', true)).toEqual({ area: 'wallet', page: 'Deposit' });
  });
});

describe('tab bar visibility', () => {
  it.each(['/', '/deposit', '/casino', '/sports', '/profile'])('shows on %s', (path) => {
    expect(showsTabBar(path)).toBe(true);
  });

  it.each(['/vip', '/withdraw', '/deposit/fiat', '/auth/sign-in', '/game-detail/7', '/transactions', '/kyc', '/casino/x'])(
    'hides on %s',
    (path) => {
      expect(showsTabBar(path)).toBe(false);
    },
  );

  it('lists exactly five paths', () => {
    expect([...TAB_BAR_PATHS]).toEqual(['/', '/deposit', '/casino', '/sports', '/profile']);
  });
});
