import type { Caller } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { AuthCore } from './core.ts';
import { limitAttempts } from './lockout.ts';

/** The player proves the email address with a mailed code. */
export function createEmailVerification(core: AuthCore) {
  const { users, codes, mail } = core;

  async function limitAndCheck(caller: Caller, address: string): Promise<void> {
    await limitAttempts(core, 'code', 'addr', address);
    await limitAttempts(core, 'code', 'acct', caller.user.email);
    if (caller.user.email_verified_at) throw new ApiError('EMAIL_ALREADY_VERIFIED', 'Your email address is already verified');
  }

  return {
    async sendVerificationCode(caller: Caller, address: string): Promise<void> {
      await limitAndCheck(caller, address);
      const { user } = caller;
      const code = await codes.issue(user.email, 'email_verify', user.id);
      await mail.send({
        to: user.email,
        subject: 'Your email verification code',
        text: `Your email verification code is ${code}. It is valid for ${codes.ttlMinutes} minutes.`,
      });
    },

    async verifyEmail(caller: Caller, code: string, address: string): Promise<void> {
      await limitAndCheck(caller, address);
      if (!(await codes.consume(caller.user.email, 'email_verify', code)))
        throw new ApiError('INVALID_CODE', 'The code is not valid or has expired');
      await users.markEmailVerified(caller.user.id);
    },
  };
}
