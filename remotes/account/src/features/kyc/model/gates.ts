import type { AccountSettings } from '@app/contract';

/** What the operator may keep behind a verification level. */
export const GATES = ['deposit', 'withdraw', 'play'] as const;
export type Gate = (typeof GATES)[number];

/** The level each action needs, from the operator's settings (0: open to everyone signed in). */
export function gateLevels(settings: Pick<AccountSettings, 'paymentSettings' | 'gameSettings'>): Record<Gate, number> {
  return {
    deposit: settings.paymentSettings.minDepositKycLevel,
    withdraw: settings.paymentSettings.minWithdrawKycLevel,
    play: settings.gameSettings.minGameKycLevel,
  };
}

/** The actions a level opens: those that need exactly it. */
export function unlockedBy(level: number, levels: Record<Gate, number>): Gate[] {
  return GATES.filter((gate) => levels[gate] === level);
}
