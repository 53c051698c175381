import { dateTimeFormat, numberFormat } from './formats.ts';

describe('formats made once', () => {
  it('gives the same format for the same language and options, another for others', () => {
    const time = dateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });
    expect(dateTimeFormat('en', { hour: '2-digit', minute: '2-digit' })).toBe(time);
    expect(dateTimeFormat('de', { hour: '2-digit', minute: '2-digit' })).not.toBe(time);
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(time);
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
  });

  it('formats in the language asked for', () => {
    expect(numberFormat('de', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1.234,50');
    expect(numberFormat('en', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');
    expect(dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(new Date('2026-03-01T12:00:00Z'))).toBe('March');
  });
});
