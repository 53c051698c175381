import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The published signature of a call between the platform and a provider (payment callbacks,
 * seamless-wallet calls): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` under the secret both
 * hold, so a body cannot be changed and an old capture cannot be replayed. The provider signs, the
 * platform verifies: both implement this one scheme (node:crypto, so for servers only).
 */

export function signTimestamped(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Whether a signature header is the secret holder's and within `toleranceSeconds` of `now` (seconds). */
export function verifyTimestamped(
  secret: string,
  body: string,
  header: string | undefined,
  toleranceSeconds: number,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
