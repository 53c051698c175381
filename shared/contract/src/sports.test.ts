import {
  americanOdds,
  betPlaceRequestSchema,
  combinedOdds,
  formatOdds,
  fractionalOdds,
  hundredthsToOdds,
  oddsToHundredths,
  payoutMinor,
  sportsEventTopic,
  SPORTS_ERROR_REASONS,
} from './sports.ts';
import { ERRORS } from './errors.ts';
import { REALTIME_TOPIC_PATTERN, serverMessageSchema, topicMessageSchema, userEventSchema } from './realtime.ts';

describe('odds arithmetic', () => {
  it('reads and writes odds as hundredths', () => {
    expect(oddsToHundredths('1.85')).toBe(185n);
    expect(oddsToHundredths('12.05')).toBe(1205n);
    expect(hundredthsToOdds(185n)).toBe('1.85');
    expect(hundredthsToOdds(1005n)).toBe('10.05');
  });

  it('multiplies an accumulator and rounds down, never in the player’s favour', () => {
    expect(combinedOdds(['2.00', '1.50'])).toBe('3.00');
    // 1.85 × 1.85 = 3.4225 → 3.42; × 2.10 = 7.182 → 7.18
    expect(combinedOdds(['1.85', '1.85'])).toBe('3.42');
    expect(combinedOdds(['1.85', '1.85', '2.10'])).toBe('7.18');
    expect(combinedOdds(['1.33'])).toBe('1.33');
  });

  it('pays stake × odds in minor units, rounded down', () => {
    expect(payoutMinor(1000n, '1.85')).toBe(1850n);
    expect(payoutMinor(333n, '1.85')).toBe(616n);
  });

  it('shows odds as fractional and American', () => {
    expect(fractionalOdds('2.50')).toBe('3/2');
    expect(fractionalOdds('1.50')).toBe('1/2');
    expect(fractionalOdds('2.00')).toBe('1/1');
    expect(fractionalOdds('1.85')).toBe('17/20');
    expect(americanOdds('2.50')).toBe('+150');
    expect(americanOdds('2.00')).toBe('+100');
    expect(americanOdds('1.50')).toBe('-200');
    expect(americanOdds('1.25')).toBe('-400');
    expect(formatOdds('3.00', 'decimal')).toBe('3.00');
    expect(formatOdds('3.00', 'fractional')).toBe('2/1');
    expect(formatOdds('3.00', 'american')).toBe('+200');
  });
});

describe('the sportsbook contract', () => {
  it('names topics the socket accepts', () => {
    expect(REALTIME_TOPIC_PATTERN.test(sportsEventTopic('evt-1042'))).toBe(true);
    expect(REALTIME_TOPIC_PATTERN.test(sportsEventTopic('Evt 1'))).toBe(false);
  });

  it('has a status for each of its errors', () => {
    for (const reason of SPORTS_ERROR_REASONS) expect(ERRORS[reason]).toBeGreaterThanOrEqual(400);
  });

  it('defaults the odds-change setting to refusing any change', () => {
    const parsed = betPlaceRequestSchema.parse({ selections: [{ selectionId: 's-1', odds: '1.85' }], stake: '10', currency: 'USD' });
    expect(parsed.oddsChange).toBe('none');
    expect(betPlaceRequestSchema.safeParse({ selections: [], stake: '10', currency: 'USD' }).success).toBe(false);
    expect(
      betPlaceRequestSchema.safeParse({ selections: [{ selectionId: 's-1', odds: '1.8' }], stake: '10', currency: 'USD' }).success,
    ).toBe(false);
  });

  it('carries live data as topic messages and settlements as user events', () => {
    const market = {
      id: 'm-1',
      eventId: 'e-1',
      type: 'total',
      line: '2.5',
      status: 'open',
      selections: [{ id: 's-1', outcome: 'over', odds: '1.90', result: null }],
    };
    const odds = { m: 'sports.odds.update', p: { eventId: 'e-1', version: 3, market } };
    expect(topicMessageSchema.safeParse(odds).success).toBe(true);
    expect(serverMessageSchema.safeParse(odds).success).toBe(true);
    expect(userEventSchema.safeParse(odds).success).toBe(false);
  });
});
