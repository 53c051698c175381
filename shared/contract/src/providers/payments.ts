import { signTimestamped, verifyTimestamped } from './signature.ts';

/*
 * A payment provider's merchant interface as the platform uses it (the demo provider publishes it; a
 * real one sits behind the same shape): the merchant opens a payment and sends the payer to the
 * provider's hosted page; the provider posts the outcome to the merchant's callback URL, signed.
 */

/** What a merchant asks for when it opens a payment. */
export interface PaymentOrder {
  /** The merchant's own id for it (echoed in the callback). */
  reference: string;
  /** A decimal amount in the currency's major unit. */
  amount: string;
  currency: string;
  description: string;
  /** Where the payer is sent back to once they have confirmed or declined. */
  returnUrl: string;
  /** Where the signed outcome is posted. */
  callbackUrl: string;
}

/** The provider's answer to an order: its id for the payment and the page the payer completes it on. */
export interface OpenedPayment {
  paymentId: string;
  hostedPath: string;
}

/** The body of a callback (signed as it is sent). */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.declined';
  createdAt: string;
  data: { paymentId: string; reference: string; amount: string; currency: string; status: 'paid' | 'declined' };
}

/** The header a callback is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const PAYMENT_SIGNATURE_HEADER = 'demopay-signature';
/** A callback older (or newer) than this is refused: a replayed capture is stale. */
export const PAYMENT_SIGNATURE_TOLERANCE_SECONDS = 300;

export const signPaymentCallback = signTimestamped;

/** Whether a callback's signature is the provider's and fresh; `now` in seconds. */
export function verifyPaymentCallback(secret: string, body: string, header: string | undefined, now?: number): boolean {
  return verifyTimestamped(secret, body, header, PAYMENT_SIGNATURE_TOLERANCE_SECONDS, now);
}
