import type { DepositReward } from '../api/sequence.ts';
import { depositRewardState, nextReward } from './sequence.ts';

const reward = (sequence: number, claimed = false): DepositReward => ({
  sequence,
  matchPercent: 100,
  maxBonus: '500',
  minDeposit: '20',
  currency: 'USD',
  wageringMultiplier: 30,
  claimed,
});

describe('the deposit rewards in order', () => {
  const rewards = [reward(1, true), reward(2), reward(3), reward(4)];

  it('marks what was received, what the next deposit earns, what was passed and what is to come', () => {
    expect(rewards.map((entry) => depositRewardState(entry, 3))).toEqual(['received', 'missed', 'next', 'later']);
    expect(nextReward(rewards, 3)?.sequence).toBe(3);
  });

  it('has no next reward once the ladder is over', () => {
    expect(nextReward(rewards, null)).toBeUndefined();
    expect(depositRewardState(reward(2), null)).toBe('missed');
  });
});
