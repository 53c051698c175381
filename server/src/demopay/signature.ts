import { signTimestamped, verifyTimestamped } from '../platform/signature.ts';

/** The header a DemoPay callback is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'demopay-signature';
/** A callback older (or newer) than this is refused: a replayed capture is stale. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const sign = signTimestamped;

/** Whether a callback's signature is the provider's and fresh; `now` in seconds. */
export function verify(secret: string, body: string, header: string | undefined, now?: number): boolean {
  return verifyTimestamped(secret, body, header, SIGNATURE_TOLERANCE_SECONDS, now);
}
