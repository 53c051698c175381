// The player's own details, as /user/get answers them.
import type { EndpointResponse } from '@app/contract';
import { answer, apiPath, type FakeRoutes } from './fakeApi.ts';

type UserInfo = EndpointResponse<'/user/get'>['userInfo'];

export const FAKE_USER_INFO: UserInfo = {
  userId: 'u1',
  email: 'player@example.com',
  emailVerified: true,
  nickname: null,
  firstName: null,
  lastName: null,
  birthDate: null,
  phone: null,
  country: null,
  addressLine: null,
  city: null,
  postalCode: null,
  language: null,
  currency: 'USD',
  kycLevel: 0,
  vipLevel: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  passwordExpiresAt: null,
};

/** The player's own details. */
export function userRoutes(options: { userInfo?: Partial<UserInfo> } = {}) {
  return {
    [apiPath('/user/get')]: answer('/user/get', { userInfo: { ...FAKE_USER_INFO, ...options.userInfo } }),
  } satisfies FakeRoutes;
}
