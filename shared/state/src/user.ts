import { atom } from 'jotai';
import type { UserInfo } from '@app/contract';

/** The user-info call's answer (spec section 7), while signed in. */
export const userInfoAtom = atom<UserInfo | null>(null);

/** The user info the realtime socket received with user.auth; cleared whenever the socket is not open. */
export const realtimeUserAtom = atom<unknown>(null);
