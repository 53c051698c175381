import type { AreaName } from './federation/remotes.ts';

/** Who renders a route: an area's exposed page, or one of the host's own pages. */
export type RouteOwner = { area: AreaName; page: string } | { host: HostPage };

export type HostPage = 'AboutUs' | 'Terms' | 'Privacy' | 'RedirectHandler' | 'SignIn' | 'SignUp' | 'ForgotPassword' | 'OAuthCallback';

/** Another area's part drawn below a route's page: one of the area's exposed `parts`. */
export interface AreaPartEntry {
  area: AreaName;
  part: string;
}

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  /** Other areas' parts drawn below the page, each loaded once near the screen (never in the page's first load). */
  parts?: readonly AreaPartEntry[];
  /** Only a signed-in player may open it; others go to /auth/sign-in. */
  guarded: boolean;
  layout: 'main' | 'auth';
}

const open = (path: string, owner: RouteOwner, parts?: readonly AreaPartEntry[]): RouteEntry => ({
  path,
  owner,
  guarded: false,
  layout: 'main',
  ...(parts ? { parts } : {}),
});
const guarded = (path: string, owner: RouteOwner): RouteEntry => ({ path, owner, guarded: true, layout: 'main' });
const auth = (path: string, page: HostPage): RouteEntry => ({ path, owner: { host: page }, guarded: false, layout: 'auth' });
const casino = (page: string) => ({ area: 'casino' as const, page });
const wallet = (page: string) => ({ area: 'wallet' as const, page });
const account = (page: string) => ({ area: 'account' as const, page });

/** The route table of spec section 2: every route, who owns it, and whether it is guarded. */
export const ROUTES: readonly RouteEntry[] = [
  // Main layout, open to anonymous visitors.
  // Home is the casino's; the sportsbook's live matches follow it.
  open('/', casino('Home'), [{ area: 'sports', part: 'HomeLiveRow' }]),
  open('/casino', casino('Casino')),
  open('/sports', { area: 'sports', page: 'Sports' }),
  open('/redirect-handler', { host: 'RedirectHandler' }),
  open('/about-us', { host: 'AboutUs' }),
  open('/terms', { host: 'Terms' }),
  open('/privacy', { host: 'Privacy' }),
  open('/vip', { area: 'vip', page: 'Vip' }),
  open('/game-detail/:id', casino('GameDetail')),
  open('/game/history', casino('GameHistory')),
  open('/game-play/:url', casino('GamePlay')),
  open('/game-list/:tag', casino('GameList')),
  open('/game-list/provider/:providerId', casino('ProviderGameList')),
  open('/originals/:id', casino('Originals')),
  open('/responsible-gambling', account('ResponsibleGambling')),
  open('/withdraw/fiat', wallet('WithdrawFiat')),
  // Main layout, sign-in required.
  guarded('/cash-withdraw-progress', wallet('CashWithdrawProgress')),
  guarded('/deposit', wallet('Deposit')),
  guarded('/deposit/fiat', wallet('DepositFiat')),
  guarded('/deposit/bank-card', wallet('DepositBankCard')),
  guarded('/deposit/bank-card/submit', wallet('DepositBankCardSubmit')),
  guarded('/withdraw', wallet('Withdraw')),
  guarded('/withdraw/bank-card', wallet('WithdrawBankCard')),
  guarded('/withdraw/bank-card/submit', wallet('WithdrawBankCardSubmit')),
  guarded('/wallet/bank-card/bind', wallet('BankCardBind')),
  guarded('/profile', account('Profile')),
  guarded('/transactions', wallet('Transactions')),
  guarded('/kyc', account('Kyc')),
  guarded('/kyc/verify-email', account('KycVerifyEmail')),
  guarded('/kyc/verify-profile', account('KycVerifyProfile')),
  guarded('/kyc/verify-identity', account('KycVerifyIdentity')),
  guarded('/responsible-gambling/self-exclusion', account('SelfExclusion')),
  guarded('/responsible-gambling/limits/:type', account('Limits')),
  // Auth layout.
  auth('/auth/sign-in', 'SignIn'),
  auth('/auth/sign-up', 'SignUp'),
  auth('/auth/forgot-password', 'ForgotPassword'),
];

/**
 * Routes the product adds beyond the table of spec section 2: the page an identity provider sends
 * the player back to after signing in there (OAUTH_CALLBACK_PATH of the contract), and the
 * sportsbook's event page and my bets (open to visitors: my bets asks them to sign in).
 */
export const BEYOND_SPEC_ROUTES: readonly RouteEntry[] = [
  auth('/auth/oauth/callback', 'OAuthCallback'),
  open('/sports/event/:eventId', { area: 'sports', page: 'SportsEvent' }),
  open('/sports/bets', { area: 'sports', page: 'SportsBets' }),
];

export const SIGN_IN_PATH = '/auth/sign-in';

/** The bottom tab bar shows only on these paths (spec section 2). */
export const TAB_BAR_PATHS: ReadonlySet<string> = new Set(['/', '/deposit', '/casino', '/sports', '/profile']);

export function showsTabBar(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TAB_BAR_PATHS.has(normalised);
}

/** The five tabs, in order. */
export const TABS = [
  { to: '/', labelKey: 'tabs.home', icon: 'home' },
  { to: '/casino', labelKey: 'tabs.casino', icon: 'casino' },
  { to: '/sports', labelKey: 'tabs.sports', icon: 'sports' },
  { to: '/vip', labelKey: 'tabs.bonus', icon: 'bonus' },
  { to: '/profile', labelKey: 'tabs.profile', icon: 'profile' },
] as const;

/** Every exposed page the host expects of an area: each remote's build must expose these. */
export function pagesOf(area: AreaName): string[] {
  return [...ROUTES, ...BEYOND_SPEC_ROUTES].flatMap((route) =>
    'area' in route.owner && route.owner.area === area ? [route.owner.page] : [],
  );
}

/**
 * The route a path opens, matched the way the router matches (case-insensitive, a trailing slash
 * ignored, `:name` standing for one segment), or undefined for an unknown path. The early loader
 * uses it before the router has loaded.
 */
export function findRoute(pathname: string): RouteEntry | undefined {
  const segments = splitPath(pathname);
  let best: { route: RouteEntry; staticSegments: number } | undefined;
  for (const route of [...ROUTES, ...BEYOND_SPEC_ROUTES]) {
    const pattern = splitPath(route.path);
    if (pattern.length !== segments.length) continue;
    let staticSegments = 0;
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) return true;
      staticSegments += 1;
      return part === segments[index]?.toLowerCase();
    });
    if (matches && (!best || staticSegments > best.staticSegments)) best = { route, staticSegments };
  }
  return best?.route;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/**
 * The area page the first screen of a path shows: an unknown path goes home, and a guarded page
 * shows a visitor the sign-in screen (no area page).
 */
export function firstAreaPage(pathname: string, signedIn: boolean): { area: AreaName; page: string } | undefined {
  const route = findRoute(pathname) ?? findRoute('/');
  if (!route || !('area' in route.owner) || (route.guarded && !signedIn)) return undefined;
  return route.owner;
}

/** Where a page without the tab bar leads back to when it was opened directly: its area's tabbed page, or the page above it. */
const PARENT_OF_FIRST_SEGMENT: Readonly<Record<string, string>> = {
  'game-detail': '/casino',
  'game-list': '/casino',
  'game-play': '/casino',
  game: '/casino',
  originals: '/casino',
  withdraw: '/profile',
  'cash-withdraw-progress': '/profile',
  transactions: '/profile',
  kyc: '/profile',
  'responsible-gambling': '/profile',
  wallet: '/profile',
};

/**
 * The page a back button leads to from `pathname` when there is no earlier page to return to: the
 * nearest path above it that is a route of its own (/kyc/verify-email → /kyc), else the tabbed page
 * its area starts from (/originals/dice → /casino), else home.
 */
export function parentPath(pathname: string): string {
  const segments = splitPath(pathname);
  for (let length = segments.length - 1; length > 1; length -= 1) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    const route = findRoute(candidate);
    if (route && !route.path.includes(':')) return candidate;
  }
  const first = segments[0]?.toLowerCase() ?? '';
  if (segments.length > 1 && findRoute(`/${first}`)) return `/${first}`;
  return PARENT_OF_FIRST_SEGMENT[first] ?? '/';
}
