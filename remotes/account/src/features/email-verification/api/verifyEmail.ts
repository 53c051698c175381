import { post } from '@app/api';

/** Confirms the address with the code from the email. A wrong or expired code is refused (INVALID_CODE). */
export async function verifyEmail(code: string): Promise<void> {
  await post('/user/email/verify/get', { code }, { context: { silent: true } });
}
