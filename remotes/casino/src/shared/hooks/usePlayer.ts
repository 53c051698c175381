import { useAtomValue } from 'jotai';
import { currentBalanceAtom, isSignedInAtom, walletAtom } from '@app/state';

export interface Player {
  signedIn: boolean;
  /** The currency the player plays in (the wallet's selected one); empty for a visitor. */
  currency: string;
  /** The cash of that currency as the shell keeps it live, when known. */
  cash: string | undefined;
}

/** Who is playing: a signed-in player with their currency and live balance, or a visitor. */
export function usePlayer(): Player {
  const signedIn = useAtomValue(isSignedInAtom);
  const { currency } = useAtomValue(walletAtom);
  const balance = useAtomValue(currentBalanceAtom);
  return { signedIn, currency: signedIn ? currency : '', cash: balance?.cash };
}
