import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { intOption, option, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import type { Users } from './service.ts';

type UsersPath = '/operator/users/list' | '/operator/users/unlock';

/** The account named by id or email, else USER_NOT_FOUND. */
export async function findUserOrFail(users: Pick<Users, 'find'>, ref: string): Promise<UserRow> {
  const user = await users.find(ref);
  if (!user) throw new ApiError('USER_NOT_FOUND', 'No such user');
  return user;
}

/** The operator's calls on the players' accounts; the sign-in locks are given by the sign-in (auth). */
export function usersOperatorHandlers(deps: {
  users: Pick<Users, 'find' | 'list'>;
  /** Failed sign-ins and live locks of these addresses. */
  lockouts(emails: readonly string[]): Promise<Map<string, { failedLogins: number; lockedUntil: Date | null }>>;
  /** Lifts the sign-in lock of this address. */
  unlock(email: string): Promise<unknown>;
}): OperatorHandlers<UsersPath> {
  const { users } = deps;
  return {
    '/operator/users/list': async (body) => {
      const rows = await users.list({ ...(body.search ? { search: body.search } : {}), limit: body.limit ?? 50 });
      const lockouts = await deps.lockouts(rows.map((row) => row.email));
      return {
        users: rows.map((row) => {
          const lockout = lockouts.get(row.email);
          return {
            userId: row.id,
            email: row.email,
            name: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
            currency: row.currency,
            emailVerified: row.email_verified_at !== null,
            createdAt: row.created_at.toISOString(),
            failedLogins: lockout?.failedLogins ?? 0,
            lockedUntil: lockout?.lockedUntil ? lockout.lockedUntil.toISOString() : null,
            accountLockedAt: row.account_locked_at ? row.account_locked_at.toISOString() : null,
          };
        }),
      };
    },
    '/operator/users/unlock': async (body) => {
      await deps.unlock((await findUserOrFail(users, body.user)).email);
      return { ok: true };
    },
  };
}

export const usersCommands: readonly OperatorCommand[] = [
  {
    name: 'users list',
    args: '[--search <text>] [--limit <n>]',
    run(args, call) {
      const search = option(args, '--search');
      const limit = intOption(args, '--limit');
      return call('/operator/users/list', { ...(search ? { search } : {}), ...(limit ? { limit } : {}) });
    },
  },
  {
    name: 'users unlock',
    args: '<email|userId>',
    run(args, call) {
      const [user] = words(args, 1, 'users unlock needs an email or user id');
      return call('/operator/users/unlock', { user });
    },
  },
];
