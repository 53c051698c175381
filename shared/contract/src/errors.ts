import { z } from 'zod';

/**
 * Every reason the platform answers with, and the one HTTP status it always answers with. Each is a
 * stable string the client translates from the error_codes namespace (spec section 8); the
 * server's message is the English fallback.
 */
export const ERRORS = {
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_FAILED: 400,
  INTERNAL_ERROR: 500,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  SESSION_REVOKED: 401,
  SESSION_LIMIT_REACHED: 401,
  REFRESH_TOKEN_INVALID: 401,
  REFRESH_TOKEN_EXPIRED: 401,
  REFRESH_TOKEN_REUSED: 401,
  INVALID_CREDENTIALS: 401,
  USER_LOCKED: 423,
  ACCOUNT_LOCKED: 403,
  PASSWORD_EXPIRED: 403,
  PASSWORD_TOO_WEAK: 400,
  NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS: 400,
  CURRENT_PASSWORD_INCORRECT: 400,
  REGISTRATION_REJECTED: 409,
  CURRENCY_NOT_AVAILABLE: 400,
  CURRENCY_BETTING_CLOSED: 403,
  OAUTH_PROVIDER_NOT_FOUND: 404,
  OAUTH_PROVIDER_UNAVAILABLE: 502,
  OAUTH_STATE_INVALID: 400,
  OAUTH_SIGN_IN_FAILED: 401,
  OAUTH_EMAIL_REQUIRED: 400,
  OAUTH_EMAIL_NOT_VERIFIED: 409,
  INVALID_CODE: 400,
  EMAIL_ALREADY_VERIFIED: 409,
  OPERATOR_UNAUTHORIZED: 401,
  OPERATOR_FORBIDDEN: 403,
  INSUFFICIENT_FUNDS: 409,
  USER_NOT_FOUND: 404,
  PLAYER_SESSION_NOT_FOUND: 404,
  IDEMPOTENCY_KEY_MISSING: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  KYC_LEVEL_REQUIRED: 403,
  CHANNEL_NOT_AVAILABLE: 400,
  AMOUNT_BELOW_MINIMUM: 400,
  AMOUNT_ABOVE_MAXIMUM: 400,
  AMOUNT_NOT_ABOVE_FEE: 400,
  BANK_CARD_REQUIRED: 400,
  BANK_CARD_NOT_FOUND: 404,
  BANK_CARD_EXPIRED: 400,
  BANK_CARD_DUPLICATE: 409,
  BANK_CARD_LIMIT_REACHED: 409,
  TRANSACTION_NOT_FOUND: 404,
  WITHDRAWAL_ALREADY_DECIDED: 409,
  WAGERING_NOT_COMPLETE: 409,
  BONUS_MAX_STAKE_EXCEEDED: 400,
  BONUS_LOT_NOT_FOUND: 404,
  BONUS_LOT_NOT_WAGERING: 409,
  PAYMENT_SIGNATURE_INVALID: 401,
  RG_LIMIT_REACHED: 403,
  RG_EXCLUDED: 403,
  RG_CONFIG_LOCKED: 409,
  KYC_DOCUMENT_ALREADY_DECIDED: 409,
  KYC_UPLOAD_QUOTA_REACHED: 429,
  PROFILE_LOCKED: 409,
  RELEASE_NOT_FOUND: 404,
  ADJUSTMENT_NOT_FOUND: 404,
  ADJUSTMENT_ALREADY_DECIDED: 409,
  ADJUSTMENT_OWN_REQUEST: 403,
  CANARY_NOT_RUNNING: 409,
  GAME_NOT_FOUND: 404,
  GAME_DEPOSIT_REQUIRED: 403,
  GAME_DEMO_NOT_AVAILABLE: 400,
  GAME_ROUND_ACTIVE: 409,
  GAME_ROUND_NOT_FOUND: 404,
  GAME_ROUND_FINISHED: 409,
  GAME_MAX_WIN_EXCEEDED: 400,
  VIP_REWARD_NOT_FOUND: 404,
  VIP_REWARD_NOT_CLAIMABLE: 409,
  VIP_CLAIM_NOT_FOUND: 404,
  VIP_CLAIM_EXPIRED: 409,
  VIP_CASH_PERCENT_OUT_OF_BOUNDS: 400,
  SPORTS_EVENT_NOT_FOUND: 404,
  SPORTS_SELECTION_NOT_FOUND: 404,
  SPORTS_MARKET_CLOSED: 409,
  SPORTS_ODDS_CHANGED: 409,
  SPORTS_TOO_MANY_LEGS: 400,
  SPORTS_SAME_EVENT_LEGS: 400,
  SPORTS_MAX_PAYOUT_EXCEEDED: 400,
  SPORTS_BET_NOT_FOUND: 404,
  SPORTS_CASHOUT_UNAVAILABLE: 409,
  SPORTS_CASHOUT_OFFER_CHANGED: 409,
  SPORTS_EVENT_OVER: 409,
} as const satisfies Record<string, number>;
export type ErrorReason = keyof typeof ERRORS;
export const ERROR_REASONS = Object.keys(ERRORS) as ErrorReason[];

/** meta.status while the operator's maintenance flag is on (spec section 4). */
export const MAINTENANCE_STATUS = 'maintain';

/**
 * The error body every failed call answers with (spec sections 3 and 8). What each reason's meta
 * carries, when it carries anything:
 * - MAINTENANCE: { status: 'maintain', endtime: ISO 8601 end of the maintenance window }
 * - USER_LOCKED: { unlockAt: ISO 8601 time the account unlocks }
 * - ACCOUNT_LOCKED: {} (the operator locked the account: no sign-in nor refresh until the operator unlocks it)
 * - RATE_LIMITED: { retryAfter: seconds }
 * - VALIDATION_FAILED: { issues: [{ path, message }] }
 * - PASSWORD_TOO_WEAK: { passwordSettings } (the rules the password broke)
 * - PASSWORD_EXPIRED: { passwordExpiryDays }
 * - KYC_LEVEL_REQUIRED: { requiredLevel, currentLevel } (the verification level the action needs)
 * - AMOUNT_BELOW_MINIMUM / AMOUNT_ABOVE_MAXIMUM: { minAmount | maxAmount, currency }
 * - INSUFFICIENT_FUNDS: { available, currency } where a withdrawal asked for more than the cash
 * - WAGERING_NOT_COMPLETE: { wageringRequired, wageringDone, releasable, currency } (releasable: what completed lots hold)
 * - BONUS_MAX_STAKE_EXCEEDED: { maxStake, currency } (the highest stake while bonus money is wagering)
 * - BONUS_LOT_NOT_WAGERING: { lotId, status } (a completed or expired lot cannot be forfeited)
 * - RG_LIMIT_REACHED: { limitType, period, amount, used, currency, resetsAt } (the limit that stops it, and when it resets)
 * - RG_EXCLUDED: { type, endsAt } (a time-out or self-exclusion in force)
 * - SESSION_LIMIT_REACHED: { endedAt } (the session-time limit ended the session)
 * - KYC_UPLOAD_QUOTA_REACHED: { maxPendingDocuments, maxPendingBytes, maxUploadsPerDay } (wait for the review of those sent)
 * - PROFILE_LOCKED: { fields } (verified details only support can correct)
 * - RG_CONFIG_LOCKED: { endsAt } (a time-out or self-exclusion cannot be ended early)
 * - CURRENCY_BETTING_CLOSED: { currency } (a hidden or disabled currency: its balance can be withdrawn, not bet)
 * - GAME_DEPOSIT_REQUIRED: {} (gameSettings.noGameWithoutDeposit: a first deposit opens the games)
 * - GAME_ROUND_ACTIVE: { roundId } (a mines round is open: finish it first)
 * - GAME_MAX_WIN_EXCEEDED: { maxWin, currency } (the bet could pay more than one bet may win)
 * - AMOUNT_BELOW_MINIMUM / AMOUNT_ABOVE_MAXIMUM also answer a bet outside the game's limits
 * - VIP_REWARD_NOT_CLAIMABLE: { rewardId } (claimed already, or nothing left to claim)
 * - VIP_CLAIM_EXPIRED: { claimId, expiredAt } (the quote ran out: ask for a new one)
 * - VIP_CASH_PERCENT_OUT_OF_BOUNDS: { minCashPercent, maxCashPercent }
 * - SPORTS_MARKET_CLOSED: { selectionId, status } (the market is suspended, settled or void, or its event is over)
 * - SPORTS_ODDS_CHANGED: { changes: [{ selectionId, odds }] } (the current odds of the legs that moved against the odds-change setting)
 * - SPORTS_TOO_MANY_LEGS: { maxLegs }
 * - SPORTS_SAME_EVENT_LEGS: { eventId } (two legs from one event)
 * - SPORTS_MAX_PAYOUT_EXCEEDED: { maxPayout, currency } (no longer answered: a bet above what one bet may win is taken with its payout capped)
 * - SPORTS_CASHOUT_OFFER_CHANGED: { offer } (the offer now; null when there is none any more)
 * - SPORTS_EVENT_OVER: { eventId, status } (the operator's suspend, resume, settle or void of an event already finished or cancelled)
 * - AMOUNT_BELOW_MINIMUM / AMOUNT_ABOVE_MAXIMUM answer a stake outside the currency's limits
 */
export const errorResponseSchema = z.object({
  reason: z.string().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  meta: z
    .object({
      status: z.string().optional(),
      endtime: z.union([z.string(), z.number()]).optional(),
    })
    .catchall(z.unknown())
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
