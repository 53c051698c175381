import { REALTIME_CLOSE_CODES } from './realtime.ts';

describe('the realtime close codes', () => {
  it('are distinct codes of the range left to applications (4000-4999), but for the standard policy violation and server error', () => {
    const codes = Object.values(REALTIME_CLOSE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    const standard: number[] = [REALTIME_CLOSE_CODES.TOO_MANY_MESSAGES, REALTIME_CLOSE_CODES.INTERNAL_ERROR];
    for (const code of codes.filter((value) => !standard.includes(value))) {
      expect(code).toBeGreaterThanOrEqual(4000);
      expect(code).toBeLessThanOrEqual(4999);
    }
    expect(REALTIME_CLOSE_CODES.TOO_MANY_MESSAGES).toBe(1008);
    // A server that could not check the token at all says so with the standard code, and the client tries again.
    expect(REALTIME_CLOSE_CODES.INTERNAL_ERROR).toBe(1011);
  });

  it('keep the numbers the host’s realtime connection knows them by', () => {
    expect(REALTIME_CLOSE_CODES.MAINTENANCE).toBe(4008);
    expect(REALTIME_CLOSE_CODES.PASSWORD_EXPIRED).toBe(4009);
  });
});
