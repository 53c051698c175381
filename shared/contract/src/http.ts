// Constants of the HTTP API that code outside the contract's schemas needs. A module of its own,
// with no imports, so the page's first script reads them without loading zod.

/**
 * The header every money-moving call carries (the IETF idempotency-key draft's name, as Stripe uses
 * it): one key per player intent, so a double tap or a retry of the same intent reuses it. The same
 * key with the same body answers the first result; with another body it is refused
 * (IDEMPOTENCY_KEY_REUSED); a key still being worked on answers IDEMPOTENCY_KEY_IN_PROGRESS.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A key is 8 to 100 printable characters (a UUID is the usual one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;
