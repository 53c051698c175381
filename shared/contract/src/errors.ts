import { z } from 'zod';

/**
 * Every reason the platform answers with. Each is a stable string the client translates from the
 * error_codes namespace (spec section 8); the server's message is the English fallback.
 */
export const ERROR_REASONS = [
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_FAILED',
  'INTERNAL_ERROR',
  'RATE_LIMITED',
  'MAINTENANCE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'SESSION_REVOKED',
  'REFRESH_TOKEN_INVALID',
  'REFRESH_TOKEN_EXPIRED',
  'REFRESH_TOKEN_REUSED',
  'INVALID_CREDENTIALS',
  'USER_LOCKED',
  'PASSWORD_EXPIRED',
  'PASSWORD_TOO_WEAK',
  'NEW_PASSWORD_USED_IN_PREVIOUS_PASSWORDS',
  'CURRENT_PASSWORD_INCORRECT',
  'REGISTRATION_REJECTED',
  'CURRENCY_NOT_AVAILABLE',
  'INVALID_CODE',
  'EMAIL_ALREADY_VERIFIED',
  'OPERATOR_UNAUTHORIZED',
  'INSUFFICIENT_FUNDS',
  'USER_NOT_FOUND',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];
export const errorReasonSchema = z.enum(ERROR_REASONS);

/** meta.status while the operator's maintenance flag is on (spec section 4). */
export const MAINTENANCE_STATUS = 'maintain';

/** The error body every failed call answers with (spec sections 3 and 8). */
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

/**
 * What each reason's meta carries, when it carries anything:
 * - MAINTENANCE: { status: 'maintain', endtime: ISO 8601 end of the maintenance window }
 * - USER_LOCKED: { unlockAt: ISO 8601 time the account unlocks }
 * - RATE_LIMITED: { retryAfter: seconds }
 * - VALIDATION_FAILED: { issues: [{ path, message }] }
 * - PASSWORD_TOO_WEAK: { passwordSettings } (the rules the password broke)
 * - PASSWORD_EXPIRED: { passwordExpiryDays }
 */
export const maintenanceMetaSchema = z.object({ status: z.literal(MAINTENANCE_STATUS), endtime: z.string() });
export const userLockedMetaSchema = z.object({ unlockAt: z.string() });
export const rateLimitedMetaSchema = z.object({ retryAfter: z.number().int().nonnegative() });
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
export const validationFailedMetaSchema = z.object({ issues: z.array(validationIssueSchema) });
