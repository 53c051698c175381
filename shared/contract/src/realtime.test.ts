import { REALTIME_CLOSE_CODES } from './realtime.ts';

describe('the realtime close codes', () => {
  it('are distinct codes of the range left to applications (4000-4999), but for the standard policy violation', () => {
    const codes = Object.values(REALTIME_CLOSE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes.filter((value) => value !== REALTIME_CLOSE_CODES.TOO_MANY_MESSAGES)) {
      expect(code).toBeGreaterThanOrEqual(4000);
      expect(code).toBeLessThanOrEqual(4999);
    }
    expect(REALTIME_CLOSE_CODES.TOO_MANY_MESSAGES).toBe(1008);
  });

  it('keep the numbers the host’s realtime connection knows them by', () => {
    expect(REALTIME_CLOSE_CODES.MAINTENANCE).toBe(4008);
    expect(REALTIME_CLOSE_CODES.PASSWORD_EXPIRED).toBe(4009);
  });
});
