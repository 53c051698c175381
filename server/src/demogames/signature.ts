import { createHmac } from 'node:crypto';

/**
 * The provider signs every seamless-wallet call as the platform expects: the header carries the
 * unix time and the hex HMAC-SHA256 of "time.body" under the secret both sides hold.
 */
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';

export function signWalletCall(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
