import { atom } from 'jotai';

export interface SignedInUser {
  userId: string;
  email?: string;
  [key: string]: unknown;
}

/** Auth state as the specification names it (section 3). */
export interface AuthState {
  isLogin: boolean;
  user: SignedInUser | null;
  accessToken: string;
  refreshToken: string;
  /** Lifetime of the access token in seconds, as the server sent it. */
  expiresIn: number;
  /** When the access token expires, in milliseconds since the epoch. */
  expiresAt: number;
  currency: string;
}

export const signedOut: AuthState = {
  isLogin: false,
  user: null,
  accessToken: '',
  refreshToken: '',
  expiresIn: 0,
  expiresAt: 0,
  currency: '',
};

export const authAtom = atom<AuthState>(signedOut);

/** True only for the holder of an access token (spec section 6). */
export const isSignedInAtom = atom((get) => {
  const auth = get(authAtom);
  return auth.isLogin && auth.accessToken !== '';
});

/** The signed-in player's id; empty for a visitor. A change of it is a change of player. */
export const playerIdAtom = atom((get) => {
  const auth = get(authAtom);
  return auth.isLogin ? (auth.user?.userId ?? '') : '';
});
