import type { ColumnType, Generated, Selectable } from 'kysely';
import {
  STAFF_RECOVERY_CODES,
  type OperatorActor,
  type OperatorRole,
  type StaffEnrolment,
  type StaffMember,
  type StaffSession,
} from '@app/contract';
import type { RateLimitConfig, StaffConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/index.ts';
import type { RateLimiter } from '../platform/rate-limit.ts';
import { randomToken, sha256 } from '../platform/secrets.ts';
import { newRecoveryCode, newTotpSecret, recoveryCodeHash, totpFor, totpStep } from './totp.ts';

type Timestamp = ColumnType<Date, Date, Date>;

/** The staff's tables (migration 0046). */
export type StaffTables = {
  staff_members: {
    id: Generated<string>;
    email: string;
    role: OperatorRole;
    password_hash: string | null;
    totp_secret: string | null;
    totp_confirmed_at: Timestamp | null;
    totp_last_step: ColumnType<string | null, number | null, number | null>;
    disabled_at: Timestamp | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  staff_recovery_codes: { member_id: string; code_hash: string; used_at: Timestamp | null };
  staff_challenges: {
    token_hash: string;
    member_id: string;
    address_hash: string;
    expires_at: Timestamp;
    attempts: ColumnType<number, number | undefined, number>;
    used_at: Timestamp | null;
  };
  staff_sessions: {
    id: Generated<string>;
    member_id: string;
    token_hash: string;
    created_at: Timestamp;
    last_seen_at: Timestamp;
    expires_at: Timestamp;
    ended_at: Timestamp | null;
    ended_reason: string | null;
  };
  staff_invitations: {
    token_hash: string;
    email: string;
    role: OperatorRole;
    member_id: string | null;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  staff_sign_in_failures: {
    email: string;
    address_hash: string;
    failed_count: ColumnType<number, number, number>;
    locked_until: Timestamp | null;
  };
};
type MemberRow = Selectable<StaffTables['staff_members']>;

/** The time the staff's sign-in reads: the codes' steps and every expiry. Tests move it. */
export interface StaffClock {
  now(): number;
}

export interface StaffDeps {
  db: Db;
  config: { staff: StaffConfig; lockoutMinutes: number; rateLimits: RateLimitConfig };
  limiter: RateLimiter;
  clock?: StaffClock;
}

/** How long the challenge between the two sign-in steps stays valid. */
const CHALLENGE_MINUTES = 5;
/** What a session token starts with, so a log line or a leaked string is recognised. */
const SESSION_PREFIX = 'staff_';

const invalidCredentials = () => new ApiError('INVALID_CREDENTIALS', 'The email or password is wrong');
const signInAgain = () => new ApiError('INVALID_CREDENTIALS', 'The sign-in has expired: sign in again with your email and password');

function toMember(row: MemberRow): StaffMember {
  return {
    staffId: String(row.id),
    email: row.email,
    role: row.role,
    enrolled: row.totp_confirmed_at !== null,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The operator's staff accounts: members and their roles, enrolment of the second factor,
 * invitations, the two-step sign-in with its lock, and sessions that end when idle, at their
 * absolute end, on sign-out, or when the member is disabled.
 */
export function createStaff(deps: StaffDeps) {
  const clock: StaffClock = deps.clock ?? { now: () => Date.now() };
  const { staff: settings } = deps.config;
  const tables = (executor: Db = deps.db) => executor.withTables<StaffTables>();
  const now = () => new Date(clock.now());
  const minutes = (count: number) => new Date(clock.now() + count * 60_000);

  async function findMember(ref: string, executor: Db = deps.db): Promise<MemberRow> {
    const query = tables(executor).selectFrom('staff_members').selectAll();
    const row = await (
      /^\d+$/.test(ref) ? query.where('id', '=', ref) : query.where('email', '=', ref.trim().toLowerCase())
    ).executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND', 'No member of staff has this id or email');
    return row as MemberRow;
  }

  /** A new second factor and recovery codes for the member (unconfirmed until a first code). */
  /** A new member with a password and no second factor yet; an email already taken is refused. */
  async function insertMember(executor: Db, email: string, role: OperatorRole, passwordHash: string): Promise<MemberRow> {
    const inserted = await tables(executor)
      .insertInto('staff_members')
      .values({
        email,
        role,
        password_hash: passwordHash,
        totp_secret: null,
        totp_confirmed_at: null,
        totp_last_step: null,
        disabled_at: null,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new ApiError('REQUEST_FAILED', 'A member of staff has this email already');
    return inserted as MemberRow;
  }

  async function enrol(executor: Db, member: MemberRow): Promise<StaffEnrolment> {
    const secret = newTotpSecret();
    const recoveryCodes = Array.from({ length: STAFF_RECOVERY_CODES }, newRecoveryCode);
    await tables(executor)
      .updateTable('staff_members')
      .set({ totp_secret: secret, totp_confirmed_at: null, totp_last_step: null })
      .where('id', '=', member.id)
      .execute();
    await tables(executor).deleteFrom('staff_recovery_codes').where('member_id', '=', member.id).execute();
    await tables(executor)
      .insertInto('staff_recovery_codes')
      .values(recoveryCodes.map((code) => ({ member_id: member.id, code_hash: recoveryCodeHash(code), used_at: null })))
      .execute();
    return { otpauthUri: totpFor(secret, member.email, settings.totpIssuer).toString(), secret, recoveryCodes };
  }

  async function endSessions(executor: Db, memberId: string, reason: string): Promise<void> {
    await tables(executor)
      .updateTable('staff_sessions')
      .set({ ended_at: now(), ended_reason: reason })
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Refuses a change that would leave no enabled owner. */
  async function keepAnOwner(executor: Db, member: MemberRow): Promise<void> {
    if (member.role !== 'owner' || member.disabled_at) return;
    const others = await tables(executor)
      .selectFrom('staff_members')
      .select('id')
      .where('role', '=', 'owner')
      .where('disabled_at', 'is', null)
      .where('id', '!=', member.id)
      .executeTakeFirst();
    if (!others) throw new ApiError('REQUEST_FAILED', 'This is the last enabled owner: make another owner first');
  }

  async function newInvitation(executor: Db, email: string, role: OperatorRole, memberId: string | null) {
    const token = randomToken();
    const expiresAt = minutes(settings.invitationHours * 60);
    await tables(executor)
      .insertInto('staff_invitations')
      .values({ token_hash: sha256(token), email, role, member_id: memberId, expires_at: expiresAt, used_at: null })
      .execute();
    return { token, email, role, expiresAt: expiresAt.toISOString() };
  }

  // The sign-in lock, per account and client address as for players.
  const from = (address: string) => sha256(`staff-login:${address}`);
  async function assertNotLocked(email: string, address: string): Promise<void> {
    const row = await tables()
      .selectFrom('staff_sign_in_failures')
      .select('locked_until')
      .where('email', '=', email)
      .where('address_hash', '=', from(address))
      .executeTakeFirst();
    if (row?.locked_until && row.locked_until.getTime() > clock.now()) {
      throw new ApiError('USER_LOCKED', 'The account is locked after too many failed sign-ins', {
        unlockAt: row.locked_until.toISOString(),
      });
    }
  }
  async function recordFailure(email: string, address: string): Promise<void> {
    const row = await tables()
      .insertInto('staff_sign_in_failures')
      .values({ email, address_hash: from(address), failed_count: 1, locked_until: null })
      .onConflict((oc) =>
        oc.columns(['email', 'address_hash']).doUpdateSet((eb) => ({ failed_count: eb('staff_sign_in_failures.failed_count', '+', 1) })),
      )
      .returning('failed_count')
      .executeTakeFirstOrThrow();
    if (row.failed_count >= settings.maxFailedSignIns) {
      await tables()
        .updateTable('staff_sign_in_failures')
        .set({ failed_count: 0, locked_until: minutes(deps.config.lockoutMinutes) })
        .where('email', '=', email)
        .where('address_hash', '=', from(address))
        .execute();
    }
  }
  async function limit(scope: 'acct' | 'addr', key: string): Promise<void> {
    const limits = deps.config.rateLimits;
    const max = scope === 'acct' ? limits.loginPerAccount : limits.loginPerAddress;
    const decision = await deps.limiter.hit(`staff-login:${scope}:${sha256(key)}`, max, limits.windowSeconds);
    if (!decision.allowed) throw new ApiError('RATE_LIMITED', 'Too many attempts. Try again later.', { retryAfter: decision.retryAfter });
  }

  /** The live session a token is (with its member), ending it when it has expired. */
  /** The live session of a token (`touch`: counted as a call, which keeps it from going idle). */
  async function liveSession(token: string, touch = true) {
    if (!token.startsWith(SESSION_PREFIX)) return undefined;
    const row = await tables()
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_members as m', 'm.id', 's.member_id')
      .select(['s.id', 's.last_seen_at', 's.expires_at', 'm.id as member_id', 'm.email', 'm.role'])
      .where('s.token_hash', '=', sha256(token))
      .where('s.ended_at', 'is', null)
      .where('m.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const at = clock.now();
    const idleEnd = row.last_seen_at.getTime() + settings.sessionIdleMinutes * 60_000;
    if (at >= row.expires_at.getTime() || at >= idleEnd) {
      await tables()
        .updateTable('staff_sessions')
        .set({ ended_at: now(), ended_reason: at >= row.expires_at.getTime() ? 'expired' : 'idle' })
        .where('id', '=', row.id)
        .execute();
      return undefined;
    }
    if (touch) await tables().updateTable('staff_sessions').set({ last_seen_at: now() }).where('id', '=', row.id).execute();
    const actor: OperatorActor = { kind: 'staff', staffId: String(row.member_id), email: row.email, role: row.role };
    return { id: row.id, actor, idleExpiresAt: minutes(settings.sessionIdleMinutes), expiresAt: row.expires_at };
  }

  async function startSession(member: MemberRow): Promise<StaffSession> {
    const token = `${SESSION_PREFIX}${randomToken()}`;
    const startedAt = now();
    const expiresAt = minutes(settings.sessionMaxHours * 60);
    await tables()
      .insertInto('staff_sessions')
      .values({
        member_id: member.id,
        token_hash: sha256(token),
        created_at: startedAt,
        last_seen_at: startedAt,
        expires_at: expiresAt,
        ended_at: null,
        ended_reason: null,
      })
      .execute();
    return {
      token,
      idleExpiresAt: minutes(settings.sessionIdleMinutes).toISOString(),
      expiresAt: expiresAt.toISOString(),
      member: toMember(member),
    };
  }

  return {
    clock,

    async list(): Promise<StaffMember[]> {
      const rows = await tables().selectFrom('staff_members').selectAll().orderBy('id').execute();
      return rows.map((row) => toMember(row as MemberRow));
    },

    /** A member with a password (the first owner, from the CLI); the enrolment is answered once. */
    async create(input: { email: string; role: OperatorRole; password: string }) {
      const email = input.email.toLowerCase();
      const passwordHash = await hashPassword(input.password);
      return inTransaction(deps.db, async (tx) => {
        const member = await insertMember(tx, email, input.role, passwordHash);
        const enrolment = await enrol(tx, member);
        return { member: toMember(member), enrolment };
      });
    },

    async invite(input: { email: string; role: OperatorRole }) {
      const email = input.email.toLowerCase();
      const existing = await tables().selectFrom('staff_members').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) throw new ApiError('REQUEST_FAILED', 'A member of staff has this email already: reset their second factor instead');
      return newInvitation(deps.db, email, input.role, null);
    },

    /** Accepts an invitation or a reset: the password is set and a new enrolment answered, once. */
    async accept(input: { token: string; password: string }) {
      const passwordHash = await hashPassword(input.password);
      return inTransaction(deps.db, async (tx) => {
        const invitation = await tables(tx)
          .updateTable('staff_invitations')
          .set({ used_at: now() })
          .where('token_hash', '=', sha256(input.token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now())
          .returningAll()
          .executeTakeFirst();
        if (!invitation) throw new ApiError('TOKEN_INVALID', 'This invitation is not valid: it was used, has expired or never existed');
        let member: MemberRow;
        if (invitation.member_id) {
          member = (await tables(tx)
            .updateTable('staff_members')
            .set({ password_hash: passwordHash })
            .where('id', '=', invitation.member_id)
            .returningAll()
            .executeTakeFirstOrThrow()) as MemberRow;
        } else {
          member = await insertMember(tx, invitation.email, invitation.role, passwordHash);
        }
        const enrolment = await enrol(tx, member);
        return { member: toMember({ ...member, totp_confirmed_at: null }), enrolment };
      });
    },

    async setRole(ref: string, role: OperatorRole): Promise<StaffMember> {
      return inTransaction(deps.db, async (tx) => {
        const member = await findMember(ref, tx);
        if (role !== 'owner') await keepAnOwner(tx, member);
        const updated = await tables(tx)
          .updateTable('staff_members')
          .set({ role })
          .where('id', '=', member.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toMember(updated as MemberRow);
      });
    },

    async setDisabled(ref: string, disabled: boolean): Promise<StaffMember> {
      return inTransaction(deps.db, async (tx) => {
        const member = await findMember(ref, tx);
        if (disabled) {
          await keepAnOwner(tx, member);
          await endSessions(tx, member.id, 'disabled');
        }
        const updated = await tables(tx)
          .updateTable('staff_members')
          .set({ disabled_at: disabled ? (member.disabled_at ?? now()) : null })
          .where('id', '=', member.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toMember(updated as MemberRow);
      });
    },

    /** Removes the member's second factor and recovery codes, ends their sessions, and answers a token to enrol again. */
    async resetFactor(ref: string) {
      return inTransaction(deps.db, async (tx) => {
        const member = await findMember(ref, tx);
        await endSessions(tx, member.id, 'factor_reset');
        const updated = await tables(tx)
          .updateTable('staff_members')
          .set({ totp_secret: null, totp_confirmed_at: null, totp_last_step: null })
          .where('id', '=', member.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await tables(tx).deleteFrom('staff_recovery_codes').where('member_id', '=', member.id).execute();
        await tables(tx)
          .updateTable('staff_invitations')
          .set({ used_at: now() })
          .where('member_id', '=', member.id)
          .where('used_at', 'is', null)
          .execute();
        const invitation = await newInvitation(tx, member.email, member.role, member.id);
        return { member: toMember(updated as MemberRow), invitation };
      });
    },

    /** Step one: the password. Answers a challenge for step two; nothing tells whether the email is a member's. */
    async signIn(input: { email: string; password: string }, address: string) {
      const email = input.email.toLowerCase();
      await limit('addr', address);
      await limit('acct', email);
      await assertNotLocked(email, address);
      const row = (await tables().selectFrom('staff_members').selectAll().where('email', '=', email).executeTakeFirst()) as
        MemberRow | undefined;
      const passwordOk = await verifyPassword(row?.password_hash ?? (await decoyHash()), input.password);
      if (!row || !passwordOk || !row.password_hash || !row.totp_secret || row.disabled_at) {
        await recordFailure(email, address);
        throw invalidCredentials();
      }
      const challenge = randomToken();
      const expiresAt = minutes(CHALLENGE_MINUTES);
      await tables()
        .insertInto('staff_challenges')
        .values({ token_hash: sha256(challenge), member_id: row.id, address_hash: from(address), expires_at: expiresAt, used_at: null })
        .execute();
      return { challenge, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Step two: a code of the authenticator (the current step or one either side, each step's code
     * once), or an unused recovery code once the enrolment is confirmed. The first code confirms it.
     */
    async verify(input: { challenge: string; code?: string; recoveryCode?: string }, address: string): Promise<StaffSession> {
      await limit('addr', address);
      const challenge = await tables()
        .selectFrom('staff_challenges')
        .selectAll()
        .where('token_hash', '=', sha256(input.challenge))
        .executeTakeFirst();
      if (!challenge || challenge.used_at || challenge.expires_at.getTime() <= clock.now() || challenge.address_hash !== from(address)) {
        throw signInAgain();
      }
      const member = (await tables().selectFrom('staff_members').selectAll().where('id', '=', challenge.member_id).executeTakeFirst()) as
        MemberRow | undefined;
      if (!member?.totp_secret || member.disabled_at) throw signInAgain();
      await limit('acct', member.email);
      await assertNotLocked(member.email, address);

      let accepted = false;
      if (input.code !== undefined) {
        const step = totpStep(member.totp_secret, input.code, clock.now());
        if (step !== null) {
          // Each step's code is taken once: a code seen (or one of an earlier step) is refused.
          const taken = await tables()
            .updateTable('staff_members')
            .set({ totp_last_step: step, ...(member.totp_confirmed_at ? {} : { totp_confirmed_at: now() }) })
            .where('id', '=', member.id)
            .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step) as never)]))
            .returning('id')
            .executeTakeFirst();
          accepted = taken !== undefined;
        }
      } else if (input.recoveryCode !== undefined && member.totp_confirmed_at) {
        const used = await tables()
          .updateTable('staff_recovery_codes')
          .set({ used_at: now() })
          .where('member_id', '=', member.id)
          .where('code_hash', '=', recoveryCodeHash(input.recoveryCode))
          .where('used_at', 'is', null)
          .returning('member_id')
          .executeTakeFirst();
        accepted = used !== undefined;
      }
      if (!accepted) {
        const spent = await tables()
          .updateTable('staff_challenges')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('token_hash', '=', challenge.token_hash)
          .returning('attempts')
          .executeTakeFirstOrThrow();
        if (spent.attempts >= settings.maxFailedSignIns) {
          await tables().updateTable('staff_challenges').set({ used_at: now() }).where('token_hash', '=', challenge.token_hash).execute();
        }
        await recordFailure(member.email, address);
        throw new ApiError('INVALID_CODE', 'The code is wrong, has expired or was used already');
      }
      const claimed = await tables()
        .updateTable('staff_challenges')
        .set({ used_at: now() })
        .where('token_hash', '=', challenge.token_hash)
        .where('used_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      if (!claimed) throw signInAgain();
      await tables()
        .deleteFrom('staff_sign_in_failures')
        .where('email', '=', member.email)
        .where('address_hash', '=', from(address))
        .execute();
      return startSession({ ...member, totp_confirmed_at: member.totp_confirmed_at ?? now() });
    },

    /** The member of staff a session token is, or undefined when it is no live session. */
    async sessionActor(token: string): Promise<OperatorActor | undefined> {
      return (await liveSession(token))?.actor;
    },

    /** The member of a live session, without counting as a call (a back office's socket checking it still holds). */
    async peekSessionActor(token: string): Promise<OperatorActor | undefined> {
      return (await liveSession(token, false))?.actor;
    },

    /** The session a token is, and until when. */
    async session(token: string) {
      const session = await liveSession(token);
      if (!session) throw new ApiError('OPERATOR_UNAUTHORIZED', 'The session is missing, wrong or ended');
      return { actor: session.actor, idleExpiresAt: session.idleExpiresAt.toISOString(), expiresAt: session.expiresAt.toISOString() };
    },

    async signOut(token: string): Promise<void> {
      const session = await liveSession(token);
      if (!session) throw new ApiError('OPERATOR_UNAUTHORIZED', 'The session is missing, wrong or ended');
      await tables()
        .updateTable('staff_sessions')
        .set({ ended_at: now(), ended_reason: 'sign_out' })
        .where('id', '=', session.id)
        .execute();
    },
  };
}
export type Staff = ReturnType<typeof createStaff>;
