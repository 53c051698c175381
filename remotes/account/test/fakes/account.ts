// The player's own account on the fake platform: the details, the password and the email's verification.
import {
  DEFAULT_ACCOUNT_SETTINGS,
  MINIMUM_AGE,
  passwordPolicyViolations,
  type EndpointPath,
  type EndpointRequest,
  type EndpointResponse,
} from '@app/contract';
import { apiPath, errorResponse, FAKE_USER_INFO, jsonResponse, type FakeRoutes } from '@app/api/testing';

type UserInfo = EndpointResponse<'/user/get'>['userInfo'];
type AccountSettings = EndpointResponse<'/user/operator/account-settings/get'>['accountSettings'];
type BodyOf<P extends EndpointPath> = EndpointRequest<P>;

/** The level a verified profile gives, and what it confirms (fixed from then on: support corrects them). */
export const PROFILE_LEVEL = 2;
const CONFIRMED_FIELDS = ['firstName', 'lastName', 'birthDate', 'country', 'addressLine', 'city', 'postalCode'] as const;

/** Whole years between a YYYY-MM-DD birth date and now (UTC), as the platform counts. */
function ageOf(birthDate: string, today = new Date()): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const before = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

/** A profile change the platform refuses: a confirmed detail of a verified profile, or a player under MINIMUM_AGE. */
function profileRefusal(info: UserInfo, body: BodyOf<'/user/update'>): Response | null {
  if (info.kycLevel >= PROFILE_LEVEL) {
    const fields = CONFIRMED_FIELDS.filter((field) => body[field] !== undefined && body[field] !== info[field]);
    if (fields.length > 0) return errorResponse(409, 'PROFILE_LOCKED', { meta: { fields } });
  }
  if (body.birthDate !== undefined && ageOf(body.birthDate) < MINIMUM_AGE)
    return errorResponse(400, 'VALIDATION_FAILED', {
      meta: { issues: [{ path: 'birthDate', message: `You must be ${MINIMUM_AGE} or over` }] },
    });
  return null;
}

/** Whether the player has what a verified profile needs: a verified email and every detail. */
function profileComplete(info: UserInfo): boolean {
  return info.emailVerified && [...CONFIRMED_FIELDS, 'phone' as const].every((field) => !!info[field]);
}

export interface AccountRoutesOptions {
  /** The player's details (the fake's defaults otherwise). */
  userInfo?: Partial<UserInfo>;
  /** The account's password: a password change must name it. */
  password?: string;
  /** Passwords the account had before, refused as a new one. */
  previousPasswords?: string[];
  /** The operator's settings (its password rules). */
  accountSettings?: AccountSettings;
  /** The code the verification email carries. */
  emailCode?: string;
  /** How many verification codes may be sent before RATE_LIMITED (retryAfter 60 seconds). */
  codeSendLimit?: number;
}

/**
 * The player's own account, kept in memory as the platform keeps it: the details (a profile change
 * shows in the next /user/get; a complete one with a verified email raises the player to level 2,
 * after which the confirmed details are locked; a birth date under MINIMUM_AGE is refused), the password change (the current password checked first, then the
 * operator's rules, then the previous passwords) and the email verification by a mailed code.
 */
export function accountRoutes(options: AccountRoutesOptions = {}) {
  let info: UserInfo = { ...FAKE_USER_INFO, ...options.userInfo };
  let password = options.password ?? 'Current-pass1';
  const previous = new Set(options.previousPasswords ?? []);
  const settings = options.accountSettings ?? DEFAULT_ACCOUNT_SETTINGS;
  const code = options.emailCode ?? '123456';
  const sendLimit = options.codeSendLimit ?? Number.POSITIVE_INFINITY;
  let sent = 0;
  const alreadyVerified = () => errorResponse(409, 'EMAIL_ALREADY_VERIFIED');

  return {
    [apiPath('/user/get')]: () => jsonResponse({ userInfo: info }),
    [apiPath('/user/update')]: (call) => {
      const body = call.body as BodyOf<'/user/update'>;
      const refusal = profileRefusal(info, body);
      if (refusal) return refusal;
      info = { ...info, ...body };
      if (profileComplete(info) && info.kycLevel < PROFILE_LEVEL) info = { ...info, kycLevel: PROFILE_LEVEL };
      return jsonResponse({ userInfo: info });
    },
    [apiPath('/user/account/update')]: (call) => {
      const body = call.body as BodyOf<'/user/account/update'>;
      if (body.newPassword !== undefined) {
        if (body.currentPassword !== password) return errorResponse(400, 'CURRENT_PASSWORD_INCORRECT');
        const violations = passwordPolicyViolations(body.newPassword, settings.passwordSettings);
        if (violations.length > 0)
          return errorResponse(400, 'PASSWORD_TOO_WEAK', { meta: { passwordSettings: settings.passwordSettings, violations } });
        if (body.newPassword === password || previous.has(body.newPassword))
          return errorResponse(400, 'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS', { meta: { passwordHistoryLimits: previous.size + 1 } });
        previous.add(password);
        password = body.newPassword;
        info = { ...info, passwordChangedAt: new Date().toISOString() };
      }
      if (body.currency !== undefined) info = { ...info, currency: body.currency };
      return jsonResponse({ userInfo: info });
    },
    [apiPath('/user/email/verification-code/send')]: () => {
      if (info.emailVerified) return alreadyVerified();
      sent += 1;
      if (sent > sendLimit) return errorResponse(429, 'RATE_LIMITED', { meta: { retryAfter: 60 } });
      return jsonResponse({ ok: true });
    },
    [apiPath('/user/email/verify/get')]: (call) => {
      const body = call.body as BodyOf<'/user/email/verify/get'>;
      if (info.emailVerified) return alreadyVerified();
      if (body.code !== code) return errorResponse(400, 'INVALID_CODE');
      info = { ...info, emailVerified: true };
      return jsonResponse({ verified: true });
    },
  } satisfies FakeRoutes;
}
