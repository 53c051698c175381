import type { DepositReward } from '../api/sequence.ts';

/** Where a deposit reward stands: received, the one the next deposit earns, passed without it, or still to come. */
export type DepositRewardState = 'received' | 'next' | 'missed' | 'later';

export const DEPOSIT_REWARD_STATES: readonly DepositRewardState[] = ['received', 'next', 'missed', 'later'];

export function depositRewardState(reward: DepositReward, nextSequence: number | null): DepositRewardState {
  if (reward.claimed) return 'received';
  if (nextSequence === null) return 'missed';
  if (reward.sequence === nextSequence) return 'next';
  return reward.sequence < nextSequence ? 'missed' : 'later';
}

/** The reward the next deposit earns, if any. */
export function nextReward(rewards: readonly DepositReward[], nextSequence: number | null): DepositReward | undefined {
  return nextSequence === null ? undefined : rewards.find((reward) => reward.sequence === nextSequence);
}
