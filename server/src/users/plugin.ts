import type { FastifyInstance } from 'fastify';
import type { DefineEndpoint } from '../http/endpoint.ts';
import type { Platform } from '../platform/index.ts';
import { ApiError } from '../plugins/errors.ts';
import { findUserById, toUserInfo } from './store.ts';

/** The player's own profile and account: user info, profile changes, password change, email verification. */
export function usersPlugin(platform: Platform, defineEndpoint: DefineEndpoint) {
  const { auth, accountSettings, wallet } = platform;
  const { db } = platform.database;
  const currentInfo = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(401, 'TOKEN_INVALID', 'The access token is not valid');
    return { userInfo: toUserInfo(user, await accountSettings.get()) };
  };

  return async (app: FastifyInstance) => {
    defineEndpoint(app, '/user/get', async ({ body, auth: caller }) => {
      if (body.userId !== undefined && body.userId !== caller.user.id)
        throw new ApiError(403, 'FORBIDDEN', 'You can only read your own account');
      return { userInfo: toUserInfo(caller.user, await accountSettings.get()) };
    });

    defineEndpoint(app, '/user/update', async ({ body, auth: caller }) => {
      const changes = {
        ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
        ...(body.firstName !== undefined ? { first_name: body.firstName } : {}),
        ...(body.lastName !== undefined ? { last_name: body.lastName } : {}),
        ...(body.birthDate !== undefined ? { birth_date: body.birthDate } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.country !== undefined ? { country: body.country } : {}),
        ...(body.language !== undefined ? { language: body.language } : {}),
      };
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', caller.user.id)
        .execute();
      return currentInfo(caller.user.id);
    });

    defineEndpoint(app, '/user/account/update', async ({ body, auth: caller }) => {
      if (body.currency !== undefined && !(await wallet.isPlayable(body.currency))) {
        throw new ApiError(400, 'CURRENCY_NOT_AVAILABLE', `The currency ${body.currency} is not available`);
      }
      if (body.newPassword !== undefined && body.currentPassword !== undefined) {
        await auth.changePassword(caller, body.currentPassword, body.newPassword);
      }
      if (body.currency !== undefined) {
        await db.updateTable('users').set({ currency: body.currency, updated_at: new Date() }).where('id', '=', caller.user.id).execute();
        await wallet.openBalances(caller.user.id);
      }
      return currentInfo(caller.user.id);
    });

    defineEndpoint(app, '/user/email/verification-code/send', async ({ auth: caller, address }) => {
      await auth.sendVerificationCode(caller, address);
      return { ok: true };
    });

    defineEndpoint(app, '/user/email/verify/get', async ({ body, auth: caller, address }) => {
      await auth.verifyEmail(caller, body.code, address);
      return { verified: true };
    });
  };
}
