import { post } from '@app/api';
import type { UserInfo } from '@app/contract';

/**
 * Changes the password (the current one proves it is the player); the platform signs the account
 * out everywhere else. Refusals reach the form, which explains them beside the field they concern.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<UserInfo> {
  return (await post('/user/account/update', { currentPassword, newPassword }, { context: { silent: true } })).userInfo;
}
