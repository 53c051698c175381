import type { z } from 'zod';
import type { OperatorPermission } from './operator-staff.ts';

// The shape of one endpoint, apart from the table of endpoints (endpoints.ts) so that each area's
// own table (kyc.ts, sports.ts, vip.ts, the operator's) can be checked against it without that
// module importing the table that imports it.

/**
 * How an endpoint is authorised: anyone, only the holder of a player's access token (spec section
 * 6), or only an operator (the service token, or a member of staff's session) holding the
 * endpoint's permission (the operator API).
 */
export type EndpointAccess = 'public' | 'user' | 'operator';
interface EndpointShape {
  request: z.ZodType;
  response: z.ZodType;
  /** A money-moving call: it needs an Idempotency-Key header (IDEMPOTENCY_KEY_HEADER). */
  idempotent?: boolean;
  /**
   * The body is multipart/form-data rather than JSON: the request schema's fields, then the file
   * under this field name.
   */
  upload?: string;
  /**
   * The answer is a file rather than JSON: its bytes, sent with one of these content types (and
   * Content-Disposition inline, for a viewer). The response schema is what the handler gives the
   * server: `{ contentType, data }`, the bytes in a Uint8Array.
   */
  file?: readonly string[];
}
export type EndpointDefinition =
  | (EndpointShape & { access: 'public' | 'user'; permission?: undefined })
  | (EndpointShape & {
      access: 'operator';
      /** What the caller must be allowed (ROLE_PERMISSIONS): an operator endpoint always names one. */
      permission: OperatorPermission;
    });
