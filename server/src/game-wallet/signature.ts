import { signTimestamped, verifyTimestamped } from '../platform/signature.ts';

/**
 * The header a provider signs each seamless-wallet call in: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "t.body">` under the provider's secret.
 */
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';
/** A call older (or newer) than this is refused: a replayed capture is stale. */
export const WALLET_SIGNATURE_TOLERANCE_SECONDS = 300;

export const signWalletBody = signTimestamped;

/** Whether a call's signature is the provider's and fresh; `now` in seconds. */
export function verifyWalletSignature(secret: string, body: string, header: string | undefined, now?: number): boolean {
  return verifyTimestamped(secret, body, header, WALLET_SIGNATURE_TOLERANCE_SECONDS, now);
}
