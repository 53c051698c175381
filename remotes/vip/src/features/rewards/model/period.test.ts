import { formatMonth, parsePeriod } from './period.ts';

describe('a reward’s period', () => {
  it('reads a week and a month', () => {
    expect(parsePeriod('2026-W05')).toEqual({ kind: 'week', year: 2026, week: 5 });
    expect(parsePeriod('2026-02')).toEqual({ kind: 'month', year: 2026, month: 2 });
  });

  it('has none for a level-up bonus or rakeback, or for something it does not know', () => {
    expect(parsePeriod(null)).toBeNull();
    expect(parsePeriod('2026-13')).toBeNull();
    expect(parsePeriod('soon')).toBeNull();
  });

  it('names the month in the player’s language', () => {
    expect(formatMonth(2026, 2, 'en')).toBe('February 2026');
    expect(formatMonth(2026, 2, 'es')).toMatch(/febrero/);
  });
});
