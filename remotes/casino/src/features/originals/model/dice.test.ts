import { diceOdds } from './dice.ts';

describe('the dice odds shown beside the slider', () => {
  it('follow the platform’s rules for the target and the side', () => {
    expect(diceOdds('under', 5000, 1)).toEqual({ chance: '50.00', multiplier: '1.9800' });
    expect(diceOdds('over', 2500, 1)).toEqual({ chance: '75.00', multiplier: '1.3200' });
    expect(diceOdds('under', 200, 1)).toEqual({ chance: '2.00', multiplier: '49.5000' });
  });

  it('leave the multiplier out until the house edge is known', () => {
    expect(diceOdds('under', 5000, undefined).multiplier).toBeNull();
  });
});
