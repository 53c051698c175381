import { z } from 'zod';
import {
  currencyCodeSchema,
  emailSchema,
  emptySchema,
  httpUrlSchema,
  isoDateTimeSchema,
  nameSchema,
  oneTimeCodeSchema,
  passwordSchema,
  tokenSchema,
  userIdSchema,
} from './common.ts';

/** The signed-in user as the sign-in answers carry it. */
export const authUserSchema = z.object({
  userId: userIdSchema,
  email: z.string(),
  currency: currencyCodeSchema,
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The sign-in answer (login, register, oauth). */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Lifetime of the access token in seconds. */
  expiresIn: z.number().int().positive(),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export const registerRequestSchema = z.object({ email: emailSchema, password: passwordSchema, currency: currencyCodeSchema });
/**
 * Sign-in with an identity provider (OpenID Connect, authorisation code with PKCE). The operator
 * configures the providers; the client lists them, starts a sign-in (the platform keeps its state,
 * nonce and PKCE verifier and answers the provider's authorization URL), follows that URL, and
 * posts what the provider sent back to OAUTH_CALLBACK_PATH to /user/auth/oauth.
 */
export const oauthProviderIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'a provider id of lower-case letters, digits and -');
/** A provider as players see it: its id and the name on its button (never its secrets). */
export const oauthProviderSchema = z.object({ id: oauthProviderIdSchema, name: z.string() });
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
export const oauthProvidersRequestSchema = emptySchema;
export const oauthProvidersResponseSchema = z.object({ providers: z.array(oauthProviderSchema) });

/** The site's page the provider sends the player back to. */
export const OAUTH_CALLBACK_PATH = '/auth/oauth/callback';
/** How long a started sign-in may be finished, in seconds; its state is single-use. */
export const OAUTH_ATTEMPT_TTL_SECONDS = 600;

export const oauthStartRequestSchema = z.object({
  provider: oauthProviderIdSchema,
  /** The site's OAUTH_CALLBACK_PATH on its own origin. */
  redirectUri: httpUrlSchema,
  /** The currency a new account opens with (the sign-up screen's choice). */
  currency: currencyCodeSchema.optional(),
});
export const oauthStartResponseSchema = z.object({
  /** Where the browser goes next: the provider's sign-in page. */
  authorizationUrl: z.string(),
  /** The state the provider sends back; the browser keeps it to recognise its own sign-in. */
  state: z.string(),
});
/** What the provider sent back to the callback page. */
export const oauthRequestSchema = z.object({
  code: tokenSchema.min(1).max(4096),
  state: tokenSchema.min(16).max(256),
  /** The issuer, when the provider names itself in its answer (RFC 9207). */
  iss: tokenSchema.max(2048).optional(),
});
export const logoutRequestSchema = z.object({ refreshToken: tokenSchema.max(512).optional() });

/** The refresh answer (spec section 3). */
export const refreshRequestSchema = z.object({ refreshToken: tokenSchema.min(1).max(512) });
export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const resetCodeSendRequestSchema = z.object({ email: emailSchema });
export const passwordResetRequestSchema = z.object({ email: emailSchema, code: oneTimeCodeSchema, newPassword: passwordSchema });

export const emailVerificationCodeSendRequestSchema = emptySchema;
export const emailVerifyRequestSchema = z.object({ code: oneTimeCodeSchema });
export const emailVerifyResponseSchema = z.object({ verified: z.literal(true) });

/** The player's profile and account state (the user-info call). */
export const userInfoSchema = z.object({
  userId: userIdSchema,
  email: z.string(),
  emailVerified: z.boolean(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  phone: z.string().nullable(),
  /** ISO 3166-1 alpha-2 */
  country: z.string().nullable(),
  addressLine: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  language: z.string().nullable(),
  currency: currencyCodeSchema,
  kycLevel: z.number().int().min(0),
  vipLevel: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
  passwordChangedAt: isoDateTimeSchema,
  /** When the password expires under the operator's passwordExpiryDays; null when expiry is off. */
  passwordExpiresAt: isoDateTimeSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userGetRequestSchema = z.object({ userId: userIdSchema.optional() });
export const userInfoResponseSchema = z.object({ userInfo: userInfoSchema });

export const userUpdateRequestSchema = z
  .object({
    nickname: nameSchema.min(1).max(40),
    firstName: nameSchema.min(1),
    lastName: nameSchema.min(1),
    birthDate: z.iso.date(),
    phone: z.string().regex(/^\+?[0-9 ()-]{5,24}$/, 'a phone number'),
    country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
    addressLine: nameSchema.min(3).max(200),
    city: nameSchema.min(1).max(100),
    postalCode: nameSchema.min(2).max(20),
    language: z.enum(['en', 'vi', 'hi', 'pt', 'es', 'tr']),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'nothing to update');

/** Account changes: the preferred currency and/or the password (which needs the current one). */
export const accountUpdateRequestSchema = z
  .object({
    currency: currencyCodeSchema.optional(),
    currentPassword: passwordSchema.optional(),
    newPassword: passwordSchema.optional(),
  })
  .strict()
  .refine((value) => value.currency !== undefined || value.newPassword !== undefined, 'nothing to update')
  .refine((value) => value.newPassword === undefined || value.currentPassword !== undefined, {
    message: 'the current password is required',
    path: ['currentPassword'],
  });
