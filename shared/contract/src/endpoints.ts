import type { z } from 'zod';
import { okSchema } from './common.ts';
import type { EndpointAccess, EndpointDefinition } from './endpoint-definition.ts';
import * as games from './games.ts';
import * as kyc from './kyc.ts';
import * as originals from './originals.ts';
import * as rg from './responsible-gambling.ts';
import * as sports from './sports.ts';
import * as user from './user.ts';
import * as vip from './vip.ts';
import * as wallet from './wallet.ts';

export type { EndpointAccess, EndpointDefinition } from './endpoint-definition.ts';

function endpoint<Req extends z.ZodType, Res extends z.ZodType, A extends EndpointAccess>(access: A, request: Req, response: Res) {
  return { request, response, access };
}

/** A money-moving endpoint: the same Idempotency-Key answers the first result and moves money once. */
function moneyEndpoint<Req extends z.ZodType, Res extends z.ZodType>(request: Req, response: Res) {
  return { request, response, access: 'user' as const, idempotent: true as const };
}

export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './http.ts';

/**
 * Every call of spec section 7: POST {host}/v1{path} with a JSON body. The request schema reads the
 * body, the response schema the answer; a failure answers errorResponseSchema.
 */
export const endpoints = {
  // Responsible gambling
  '/user/responsible-gambling/config/get': endpoint('user', rg.userRgConfigGetRequestSchema, rg.userRgConfigGetResponseSchema),
  '/user/responsible-gambling/config/add': endpoint('user', rg.userRgConfigAddRequestSchema, rg.userRgConfigAddResponseSchema),
  '/user/responsible-gambling/config/delete': endpoint('user', rg.userRgConfigDeleteRequestSchema, okSchema),
  /** The session for the reality check (beyond the spec, which names the reminder but not its call). */
  '/user/responsible-gambling/session/get': endpoint('user', rg.rgSessionRequestSchema, rg.rgSessionResponseSchema),
  '/wallet/responsible-gambling/configs/list': endpoint('user', rg.walletRgConfigsListRequestSchema, rg.walletRgConfigsListResponseSchema),
  '/wallet/responsible-gambling/config/add': endpoint('user', rg.walletRgConfigAddRequestSchema, rg.walletRgConfigAddResponseSchema),
  '/wallet/responsible-gambling/config/delete': endpoint('user', rg.walletRgConfigDeleteRequestSchema, okSchema),

  // Auth and user
  '/user/auth/login': endpoint('public', user.loginRequestSchema, user.authSessionSchema),
  '/user/auth/register': endpoint('public', user.registerRequestSchema, user.authSessionSchema),
  '/user/auth/oauth': endpoint('public', user.oauthRequestSchema, user.authSessionSchema),
  /** The identity providers a player may sign in with, and the start of such a sign-in (beyond the spec). */
  '/user/auth/oauth/providers': endpoint('public', user.oauthProvidersRequestSchema, user.oauthProvidersResponseSchema),
  '/user/auth/oauth/start': endpoint('public', user.oauthStartRequestSchema, user.oauthStartResponseSchema),
  '/user/auth/logout': endpoint('public', user.logoutRequestSchema, okSchema),
  '/user/auth/refresh': endpoint('public', user.refreshRequestSchema, user.refreshResponseSchema),
  '/user/get': endpoint('user', user.userGetRequestSchema, user.userInfoResponseSchema),
  '/user/auth/password/reset-code/send': endpoint('public', user.resetCodeSendRequestSchema, okSchema),
  '/user/auth/password/reset': endpoint('public', user.passwordResetRequestSchema, okSchema),
  '/user/email/verification-code/send': endpoint('user', user.emailVerificationCodeSendRequestSchema, okSchema),
  '/user/email/verify/get': endpoint('user', user.emailVerifyRequestSchema, user.emailVerifyResponseSchema),
  '/user/update': endpoint('user', user.userUpdateRequestSchema, user.userInfoResponseSchema),
  /** multipart/form-data: the `kind` field, then the file (see kyc.ts). */
  '/user/kyc/filestore/upload': { ...endpoint('user', kyc.kycUploadRequestSchema, kyc.kycUploadResponseSchema), upload: 'file' },
  '/user/kyc/documents/list': endpoint('user', kyc.kycDocumentsRequestSchema, kyc.kycDocumentsResponseSchema),
  '/user/account/update': endpoint('user', user.accountUpdateRequestSchema, user.userInfoResponseSchema),

  // Config
  '/wallet/currencies/get': endpoint('public', wallet.currenciesRequestSchema, wallet.currenciesResponseSchema),
  '/user/operator/account-settings/get': endpoint('public', wallet.accountSettingsRequestSchema, wallet.accountSettingsResponseSchema),

  // Wallet
  '/payment/channel/page': endpoint('user', wallet.paymentChannelPageRequestSchema, wallet.paymentChannelPageResponseSchema),
  '/payment/deposit/initiate': moneyEndpoint(wallet.depositInitiateRequestSchema, wallet.depositInitiateResponseSchema),
  '/review/withdraw': moneyEndpoint(wallet.withdrawReviewRequestSchema, wallet.withdrawReviewResponseSchema),
  '/payment/transaction/page': endpoint('user', wallet.transactionPageRequestSchema, wallet.transactionPageResponseSchema),
  '/wallet/balances/list': endpoint('user', wallet.balancesRequestSchema, wallet.balancesResponseSchema),
  '/payment/address/get': endpoint('user', wallet.paymentAddressRequestSchema, wallet.paymentAddressResponseSchema),
  '/payment/bankcard/list': endpoint('user', wallet.bankCardListRequestSchema, wallet.bankCardListResponseSchema),
  '/payment/bankcard/add': endpoint('user', wallet.bankCardAddRequestSchema, wallet.bankCardAddResponseSchema),
  '/payment/bankcard/update': endpoint('user', wallet.bankCardUpdateRequestSchema, wallet.bankCardUpdateResponseSchema),
  '/payment/bankcard/delete': endpoint('user', wallet.bankCardDeleteRequestSchema, okSchema),
  '/wallet/deposit-reward/user-sequence': endpoint(
    'user',
    wallet.depositRewardSequenceRequestSchema,
    wallet.depositRewardSequenceResponseSchema,
  ),
  '/wallet/balance/details': endpoint('user', wallet.balanceDetailsRequestSchema, wallet.balanceDetailsResponseSchema),
  '/wallet/bonus-transfer': moneyEndpoint(wallet.bonusTransferRequestSchema, wallet.bonusTransferResponseSchema),
  '/wallet/bonus/forfeit': moneyEndpoint(wallet.bonusForfeitRequestSchema, wallet.bonusForfeitResponseSchema),
  '/wallet/exchange-rates/base-currency': endpoint('public', wallet.exchangeRatesRequestSchema, wallet.exchangeRatesResponseSchema),

  // Game
  '/game/list': endpoint('public', games.gameListRequestSchema, games.gameListResponseSchema),
  '/game/get': endpoint('public', games.gameGetRequestSchema, games.gameGetResponseSchema),
  '/game/create-session': endpoint('user', games.gameCreateSessionRequestSchema, games.gameCreateSessionResponseSchema),
  '/game/categories/list': endpoint('public', games.gameCategoriesRequestSchema, games.gameCategoriesResponseSchema),
  '/game/bets/list': endpoint('user', games.gameBetsRequestSchema, games.gameBetsResponseSchema),
  '/game/providers/list': endpoint('public', games.gameProvidersRequestSchema, games.gameProvidersResponseSchema),
  /** Demo play for visitors (beyond the spec, which shows create-session for signed-in players only). */
  '/game/demo-session/create': endpoint('public', games.gameDemoSessionRequestSchema, games.gameCreateSessionResponseSchema),
  /** The player's favourites and recently played games (beyond the spec: the home page's rows for a signed-in player). */
  '/game/favorites/list': endpoint('user', games.gameFavoritesRequestSchema, games.gameFavoritesResponseSchema),
  '/game/favorites/set': endpoint('user', games.gameFavoriteSetRequestSchema, okSchema),
  '/game/recent/list': endpoint('user', games.gameRecentRequestSchema, games.gameRecentResponseSchema),

  // Originals (beyond the spec: the calls of the provably fair games at /originals/{id})
  '/originals/settings/get': endpoint('public', originals.originalsSettingsRequestSchema, originals.originalsSettingsResponseSchema),
  '/originals/seeds/get': endpoint('user', originals.seedsGetRequestSchema, originals.seedsResponseSchema),
  '/originals/seeds/rotate': endpoint('user', originals.seedsRotateRequestSchema, originals.seedsResponseSchema),
  '/originals/dice/bet': moneyEndpoint(originals.diceBetRequestSchema, originals.diceBetResponseSchema),
  '/originals/limbo/bet': moneyEndpoint(originals.limboBetRequestSchema, originals.limboBetResponseSchema),
  '/originals/plinko/bet': moneyEndpoint(originals.plinkoBetRequestSchema, originals.plinkoBetResponseSchema),
  '/originals/mines/start': moneyEndpoint(originals.minesStartRequestSchema, originals.minesRoundResponseSchema),
  '/originals/mines/reveal': endpoint('user', originals.minesRevealRequestSchema, originals.minesRoundResponseSchema),
  '/originals/mines/cashout': moneyEndpoint(originals.minesCashoutRequestSchema, originals.minesRoundResponseSchema),
  '/originals/mines/active': endpoint('user', originals.minesActiveRequestSchema, originals.minesActiveResponseSchema),

  // Sportsbook (beyond the spec, which names the /sports route only; see sports.ts)
  '/sports/settings/get': endpoint('public', sports.sportsSettingsRequestSchema, sports.sportsSettingsResponseSchema),
  '/sports/list': endpoint('public', sports.sportsListRequestSchema, sports.sportsListResponseSchema),
  '/sports/leagues/list': endpoint('public', sports.leaguesListRequestSchema, sports.leaguesListResponseSchema),
  '/sports/events/list': endpoint('public', sports.eventsListRequestSchema, sports.eventsListResponseSchema),
  '/sports/event/get': endpoint('public', sports.eventGetRequestSchema, sports.eventGetResponseSchema),
  '/sports/bet/place': moneyEndpoint(sports.betPlaceRequestSchema, sports.betPlaceResponseSchema),
  '/sports/bets/list': endpoint('user', sports.betsListRequestSchema, sports.betsListResponseSchema),
  '/sports/bet/cashout/quote': endpoint('user', sports.cashoutQuoteRequestSchema, sports.cashoutQuoteResponseSchema),
  /** Cashes out at the offer shown, once: the same bet cashed out again under any key answers the same result. */
  '/sports/bet/cashout': moneyEndpoint(sports.cashoutRequestSchema, sports.cashoutResponseSchema),

  // VIP
  '/user/vip/level/get': endpoint('user', vip.vipLevelRequestSchema, vip.vipLevelResponseSchema),
  '/user/vip/operator/settings/get': endpoint('public', vip.vipOperatorSettingsRequestSchema, vip.vipOperatorSettingsResponseSchema),
  '/user/vip/reward/slider/update': endpoint('user', vip.vipRewardSliderRequestSchema, vip.vipRewardSliderResponseSchema),
  '/user/vip/reward/claimable/get': endpoint('user', vip.vipClaimableRequestSchema, vip.vipClaimableResponseSchema),
  '/user/vip/reward/claim': endpoint('user', vip.vipClaimRequestSchema, vip.vipClaimResponseSchema),
  /** Pays a claim quote once: the claimId is paid at most once whatever the Idempotency-Key (see vip.ts). */
  '/user/vip/reward/claim/confirm': moneyEndpoint(vip.vipClaimConfirmRequestSchema, vip.vipClaimConfirmResponseSchema),
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointPath = keyof Endpoints;
/** The body a caller sends to an endpoint (defaults may be left out). */
export type EndpointRequest<P extends EndpointPath> = z.input<Endpoints[P]['request']>;
/** The answer of an endpoint. */
export type EndpointResponse<P extends EndpointPath> = z.output<Endpoints[P]['response']>;

export const ENDPOINT_PATHS = Object.keys(endpoints) as EndpointPath[];
/** The money-moving endpoints: each call needs an Idempotency-Key header. */
export type IdempotentPath = {
  [P in EndpointPath]: Endpoints[P] extends { idempotent: true } ? P : never;
}[EndpointPath];
export const IDEMPOTENT_PATHS = ENDPOINT_PATHS.filter(
  (path) => (endpoints[path] as EndpointDefinition).idempotent === true,
) as IdempotentPath[];
/** The URL prefix of every endpoint. */
export const API_PREFIX = '/v1';

/**
 * The endpoints of the contract the server does not answer yet (they answer 404 NOT_FOUND). The one
 * list of them: a server test checks it is exactly the contract's paths without a route, so an
 * endpoint leaves it when its handler lands.
 */
export const NOT_YET_SERVED: readonly EndpointPath[] = [];
