import { wageringOf } from './wagering.ts';

describe('the bonus wagering', () => {
  it('keeps bonus money from cash until the wagering is met', () => {
    expect(wageringOf({ operatorBonus: '50', wageringRequired: '250', wageringDone: '100' })).toEqual({
      canTransfer: false,
      hasRequirement: true,
      met: false,
      remaining: '150',
      percent: 40,
    });
  });

  it('lets it move once the wagering is met, exactly at the line', () => {
    expect(wageringOf({ operatorBonus: '50', wageringRequired: '250.10', wageringDone: '250.1' })).toMatchObject({
      canTransfer: true,
      met: true,
      remaining: '0',
      percent: 100,
    });
  });

  it('has nothing to move without bonus money', () => {
    expect(wageringOf({ operatorBonus: '0', wageringRequired: '0', wageringDone: '0' })).toMatchObject({
      canTransfer: false,
      hasRequirement: false,
    });
  });
});
