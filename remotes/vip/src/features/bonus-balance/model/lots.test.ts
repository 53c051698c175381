import { lotProgress, releasableOf } from './lots.ts';
import type { BonusLot } from '@app/contract';

const lot = (overrides: Partial<BonusLot>): BonusLot => ({
  lotId: 'lot',
  currency: 'USD',
  amount: '100',
  remaining: '100',
  wageringRequired: '3000',
  wagered: '0',
  status: 'wagering',
  source: 'deposit-reward:1',
  creditedAt: '2026-06-01T12:00:00.000Z',
  expiresAt: '2026-07-01T12:00:00.000Z',
  ...overrides,
});

describe('bonus lots', () => {
  it('releases only the completed lots’ money, never more than the bonus balance', () => {
    const lots = [
      lot({ status: 'completed', remaining: '20.5' }),
      lot({ status: 'wagering' }),
      lot({ status: 'completed', remaining: '4.25' }),
    ];
    expect(releasableOf(lots, '200')).toBe('24.75');
    expect(releasableOf(lots, '10')).toBe('10');
    expect(releasableOf([lot({})], '100')).toBe('0');
  });

  it('says how far a lot’s wagering has come, exactly at the line', () => {
    expect(lotProgress(lot({ wagered: '1000' }))).toEqual({ percent: 33.33, remaining: '2000', met: false });
    expect(lotProgress(lot({ wagered: '3000.00' }))).toEqual({ percent: 100, remaining: '0', met: true });
    expect(lotProgress(lot({ wagered: '2999.99' })).met).toBe(false);
  });
});
