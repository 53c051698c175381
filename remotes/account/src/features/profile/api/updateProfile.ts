import { post } from '@app/api';
import type { EndpointRequest, UserInfo } from '@app/contract';

export type ProfileChanges = EndpointRequest<'/user/update'>;

/** Saves changes to the player's profile (nickname, account language); answers the details as they now are. */
export async function updateProfile(changes: ProfileChanges): Promise<UserInfo> {
  return (await post('/user/update', changes, { context: { silent: true } })).userInfo;
}
