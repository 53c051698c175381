export { store } from './store.ts';
export { recordSingleton, singletonCounts } from './singleton.ts';
export { authAtom, isSignedInAtom, signedOut } from './auth.ts';
export type { AuthState, SignedInUser } from './auth.ts';
