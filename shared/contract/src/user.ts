import { z } from 'zod';
import {
  currencyCodeSchema,
  emailSchema,
  emptySchema,
  isoDateTimeSchema,
  nameSchema,
  oneTimeCodeSchema,
  passwordSchema,
  textSchema,
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
export const oauthRequestSchema = z.object({
  provider: z.enum(['google', 'apple', 'telegram']),
  token: textSchema.min(1).max(8192),
  currency: currencyCodeSchema.optional(),
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
