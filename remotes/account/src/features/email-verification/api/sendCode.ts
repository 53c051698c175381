import { post } from '@app/api';

/** Asks the platform to email a six-digit code to the player's address. Refusals (too many asks) reach the screen. */
export async function sendVerificationCode(): Promise<void> {
  await post('/user/email/verification-code/send', {}, { context: { silent: true } });
}
