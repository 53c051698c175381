import { useAtomValue } from 'jotai';
import { currentBalanceAtom, isSignedInAtom, walletAtom } from '@app/state';

export interface Player {
  signedIn: boolean;
  /** The currency the player bets in (the wallet's selected one); empty for a visitor. */
  currency: string;
  /** The cash of that currency as the wallet shows it (it follows the socket's balance updates). */
  cash: string | undefined;
}

/** Who is looking: a signed-in player with their currency and balance, or a visitor. */
export function usePlayer(): Player {
  const signedIn = useAtomValue(isSignedInAtom);
  const { currency } = useAtomValue(walletAtom);
  const balance = useAtomValue(currentBalanceAtom);
  return { signedIn, currency: signedIn ? currency : '', cash: signedIn ? balance?.cash : undefined };
}
