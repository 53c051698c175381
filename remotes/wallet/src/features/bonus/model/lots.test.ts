import { lotPercent, timeLeft } from './lots.ts';

describe('a bonus lot', () => {
  it('says how far its wagering has come, full once met', () => {
    expect(lotPercent({ wagered: '1000', wageringRequired: '3000' })).toBe(33.33);
    expect(lotPercent({ wagered: '2999.99', wageringRequired: '3000' })).toBe(99.99);
    expect(lotPercent({ wagered: '3000', wageringRequired: '3000' })).toBe(100);
    expect(lotPercent({ wagered: '0', wageringRequired: '0' })).toBe(100);
  });

  it('counts the time left in days, then hours, then minutes', () => {
    const now = Date.parse('2026-06-01T12:00:00.000Z');
    expect(timeLeft('2026-06-30T13:00:00.000Z', now)).toEqual({ value: 29, unit: 'day' });
    expect(timeLeft('2026-06-01T17:30:00.000Z', now)).toEqual({ value: 5, unit: 'hour' });
    expect(timeLeft('2026-06-01T12:00:20.000Z', now)).toEqual({ value: 1, unit: 'minute' });
    expect(timeLeft('2026-06-01T11:00:00.000Z', now)).toBeNull();
  });
});
