import { useAtomValue } from 'jotai';
import { isSignedInAtom } from './auth.ts';
import { currentBalanceAtom, walletAtom } from './wallet.ts';

export interface Player {
  signedIn: boolean;
  /** The currency the player plays and bets in (the wallet's selected one); empty for a visitor. */
  currency: string;
  /** The cash of that currency as the wallet shows it (it follows the socket's balance updates); none for a visitor. */
  cash: string | undefined;
  /** The bonus money of that currency (a bet takes it once the cash runs out); none for a visitor. */
  bonus: string | undefined;
}

/** Who is looking: a signed-in player with their currency and live balance, or a visitor. */
export function usePlayer(): Player {
  const signedIn = useAtomValue(isSignedInAtom);
  const { currency } = useAtomValue(walletAtom);
  const balance = useAtomValue(currentBalanceAtom);
  return {
    signedIn,
    currency: signedIn ? currency : '',
    cash: signedIn ? balance?.cash : undefined,
    bonus: signedIn ? balance?.operatorBonus : undefined,
  };
}
