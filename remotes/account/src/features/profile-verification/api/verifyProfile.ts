import { post } from '@app/api';
import type { UserInfo } from '@app/contract';
import type { ProfileRequest } from '../model/profileForm.ts';

/**
 * Sends the player's legal details. With a verified email and every detail given, the platform
 * verifies the profile (level 2) and answers the details as they now are (the phone in E.164).
 * Refusals: VALIDATION_FAILED (its issues name the fields), PROFILE_LOCKED once verified.
 */
export async function verifyProfile(details: ProfileRequest): Promise<UserInfo> {
  return (await post('/user/update', details, { context: { silent: true } })).userInfo;
}
