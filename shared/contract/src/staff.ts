import { z } from 'zod';
import { emailSchema, emptySchema, isoDateTimeSchema, okSchema, textSchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { operatorActorSchema, operatorRoleSchema } from './operator-staff.ts';

/**
 * The operator's staff: accounts with an email, a password, a second factor (TOTP, RFC 6238: SHA-1,
 * 30-second steps, 6 digits) and ten single-use recovery codes, each with one role. A member signs
 * in in two steps (password, then a code) and calls the operator API with the session token they
 * get, which ends after STAFF_SESSION_IDLE_MINUTES without a call or STAFF_SESSION_MAX_HOURS in all.
 */
export const STAFF_RECOVERY_CODES = 10;
/** A staff password: long rather than clever. */
export const staffPasswordSchema = textSchema.min(12, 'at least 12 characters').max(256);
/** A six-digit code of the authenticator app. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'six digits');
/** A member is named by id or email. */
const memberRefSchema = textSchema.min(1).max(254);

export const staffMemberSchema = z.object({
  staffId: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  /** Whether the member has confirmed their authenticator with a first code (they can sign in). */
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** What the member needs to set up their authenticator, shown once. */
export const staffEnrolmentSchema = z.object({
  /** otpauth://totp/... for an authenticator app (as a QR code). */
  otpauthUri: z.string(),
  /** The same secret in base32, to type in by hand. */
  secret: z.string(),
  /** Single-use codes for when the authenticator is lost; kept only as hashes. */
  recoveryCodes: z.array(z.string()),
});
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>;

/** A one-time token the invitee (or a member whose second factor was reset) enrols with. */
export const staffInvitationSchema = z.object({
  token: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  expiresAt: isoDateTimeSchema,
});

export const staffSessionSchema = z.object({
  /** The bearer token for the operator API (Authorization: Bearer ...). */
  token: z.string(),
  /** The session ends at this time unless a call comes first (each call moves it on) ... */
  idleExpiresAt: isoDateTimeSchema,
  /** ... and at this time in any case. */
  expiresAt: isoDateTimeSchema,
  member: staffMemberSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/**
 * Signing in and one's own session: reachable without an operator token (sign-in is rate limited
 * per address and account, and failed attempts lock the account for that address as for players).
 * The session's own calls carry the session token.
 */
export const staffSessionEndpoints = {
  /** Step one: email and password, answered with a short-lived challenge. */
  '/operator/staff/sign-in': {
    access: 'public',
    request: z.object({ email: emailSchema, password: textSchema.min(1).max(256) }).strict(),
    response: z.object({ challenge: z.string(), expiresAt: isoDateTimeSchema }),
  },
  /** Step two: the challenge and a code of the authenticator (or a recovery code), answered with a session. */
  '/operator/staff/sign-in/verify': {
    access: 'public',
    request: z
      .object({
        challenge: z.string().min(1).max(200),
        code: totpCodeSchema.optional(),
        recoveryCode: textSchema.min(1).max(40).optional(),
      })
      .strict()
      .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), 'either code or recoveryCode'),
    response: staffSessionSchema,
  },
  /** Accepts an invitation (or a reset of the second factor): sets the password and starts the enrolment. */
  '/operator/staff/invitation/accept': {
    access: 'public',
    request: z.object({ token: z.string().min(1).max(200), password: staffPasswordSchema }).strict(),
    response: z.object({ member: staffMemberSchema, enrolment: staffEnrolmentSchema }),
  },
  /** Who the session token is (Authorization), and until when. */
  '/operator/staff/session': {
    access: 'public',
    request: emptySchema,
    response: z.object({ actor: operatorActorSchema, idleExpiresAt: isoDateTimeSchema, expiresAt: isoDateTimeSchema }),
  },
  /** Ends the session the token is (Authorization). */
  '/operator/staff/sign-out': { access: 'public', request: emptySchema, response: okSchema },
} as const satisfies Record<string, EndpointDefinition>;
export type StaffSessionEndpoints = typeof staffSessionEndpoints;

/** The owner's management of the staff (permission staff.manage). */
export const staffOperatorEndpoints = {
  '/operator/staff/list': {
    access: 'operator',
    permission: 'staff.manage',
    request: emptySchema,
    response: z.object({ members: z.array(staffMemberSchema) }),
  },
  /**
   * A member with a password set here (the first owner, from the CLI): the enrolment is answered
   * once; the member confirms it with a first code at their first sign-in.
   */
  '/operator/staff/create': {
    access: 'operator',
    permission: 'staff.manage',
    request: z.object({ email: emailSchema, role: operatorRoleSchema, password: staffPasswordSchema }).strict(),
    response: z.object({ member: staffMemberSchema, enrolment: staffEnrolmentSchema }),
  },
  /** A one-time invitation to join with a role, valid STAFF_INVITATION_HOURS. */
  '/operator/staff/invite': {
    access: 'operator',
    permission: 'staff.manage',
    request: z.object({ email: emailSchema, role: operatorRoleSchema }).strict(),
    response: z.object({ invitation: staffInvitationSchema }),
  },
  '/operator/staff/role': {
    access: 'operator',
    permission: 'staff.manage',
    request: z.object({ member: memberRefSchema, role: operatorRoleSchema }).strict(),
    response: z.object({ member: staffMemberSchema }),
  },
  /** Disables (or enables again) a member: their sessions end at once. */
  '/operator/staff/disable': {
    access: 'operator',
    permission: 'staff.manage',
    request: z.object({ member: memberRefSchema, disabled: z.boolean().optional() }).strict(),
    response: z.object({ member: staffMemberSchema }),
  },
  /**
   * Removes a member's second factor and recovery codes and ends their sessions; answers a one-time
   * token with which the member sets a password and enrols again.
   */
  '/operator/staff/reset-factor': {
    access: 'operator',
    permission: 'staff.manage',
    request: z.object({ member: memberRefSchema }).strict(),
    response: z.object({ member: staffMemberSchema, invitation: staffInvitationSchema }),
  },
} as const satisfies Record<string, EndpointDefinition>;
