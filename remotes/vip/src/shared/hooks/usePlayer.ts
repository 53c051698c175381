import { useAtomValue } from 'jotai';
import { isSignedInAtom, walletAtom } from '@app/state';

export interface Player {
  signedIn: boolean;
  /** The currency the player plays in (the wallet's selected one); empty for a visitor. */
  currency: string;
}

/** Who is looking: a signed-in player with their currency, or a visitor. */
export function usePlayer(): Player {
  const signedIn = useAtomValue(isSignedInAtom);
  const { currency } = useAtomValue(walletAtom);
  return { signedIn, currency: signedIn ? currency : '' };
}
