import type { z } from 'zod';

// The shape of one endpoint, apart from the table of endpoints (endpoints.ts) so that each area's
// own table (kyc.ts, sports.ts, vip.ts, the operator's) can be checked against it without that
// module importing the table that imports it.

/**
 * How an endpoint is authorised: anyone, only the holder of a player's access token (spec section
 * 6), or only the holder of the operator token (the operator API).
 */
export type EndpointAccess = 'public' | 'user' | 'operator';
export interface EndpointDefinition {
  request: z.ZodType;
  response: z.ZodType;
  access: EndpointAccess;
  /** A money-moving call: it needs an Idempotency-Key header (IDEMPOTENCY_KEY_HEADER). */
  idempotent?: boolean;
}
