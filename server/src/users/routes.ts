import type { FastifyInstance } from 'fastify';
import type { Caller, DefineEndpoint } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { Users } from './service.ts';

/** What the account update needs from sign-in: changing the password (which ends the other sessions). */
export interface PasswordChange {
  changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<void>;
}

/** The player's own profile and account: user info, profile changes, currency and password change. */
export function usersRoutes(users: Users, passwords: PasswordChange, defineEndpoint: DefineEndpoint) {
  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/get', async ({ body, auth: caller }) => {
      if (body.userId !== undefined && body.userId !== caller.user.id)
        throw new ApiError('FORBIDDEN', 'You can only read your own account');
      return { userInfo: await users.infoOf(caller.user) };
    });

    defineEndpoint(app, '/user/update', async ({ body, auth: caller }) => {
      await users.updateProfile(caller.user, {
        ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
        ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
        ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
        ...(body.birthDate !== undefined ? { birth_date: body.birthDate } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.country !== undefined ? { country: body.country } : {}),
        ...(body.language !== undefined ? { language: body.language } : {}),
        ...(body.addressLine !== undefined ? { address_line: body.addressLine } : {}),
        ...(body.city !== undefined ? { city: body.city } : {}),
        ...(body.postalCode !== undefined ? { postal_code: body.postalCode } : {}),
      });
      return { userInfo: await users.info(caller.user.id) };
    });

    defineEndpoint(app, '/user/account/update', async ({ body, auth: caller }) => {
      if (body.currency !== undefined) await users.assertPlayable(body.currency);
      if (body.newPassword !== undefined && body.currentPassword !== undefined) {
        await passwords.changePassword(caller, body.currentPassword, body.newPassword);
      }
      if (body.currency !== undefined) await users.setCurrency(caller.user.id, body.currency);
      return { userInfo: await users.info(caller.user.id) };
    });
  };
}
