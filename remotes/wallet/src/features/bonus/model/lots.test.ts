import { lotPercent } from './lots.ts';

describe('a bonus lot', () => {
  it('says how far its wagering has come, full once met', () => {
    expect(lotPercent({ wagered: '1000', wageringRequired: '3000' })).toBe(33.33);
    expect(lotPercent({ wagered: '2999.99', wageringRequired: '3000' })).toBe(99.99);
    expect(lotPercent({ wagered: '3000', wageringRequired: '3000' })).toBe(100);
    expect(lotPercent({ wagered: '0', wageringRequired: '0' })).toBe(100);
  });
});
