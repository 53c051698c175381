import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { AccessClaims } from '../http/endpoint.ts';
import { randomToken } from '../platform/secrets.ts';

export type AccessTokenCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'TOKEN_INVALID' | 'TOKEN_EXPIRED'; claims?: AccessClaims };

/** The one algorithm access tokens are signed and accepted with: anything else (none, RS256, ...) is refused. */
const ALGORITHM = 'HS256';
const TYPE = 'JWT';
/** Longer tokens are refused before any work is done on them. */
const MAX_TOKEN_LENGTH = 4096;

/** Signed access tokens (JWT, HS256 with the platform's key) carrying the session id; refresh tokens are opaque. */
export class TokenSigner {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;

  constructor(secret: string, ttlSeconds: number) {
    this.#key = new TextEncoder().encode(secret);
    this.#ttlSeconds = ttlSeconds;
  }

  get ttlSeconds(): number {
    return this.#ttlSeconds;
  }

  /** An access token for the user's session: claims sub, sid, iat and exp. */
  sign(userId: string, sessionId: string, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.#ttlSeconds)
      .sign(this.#key);
  }

  /** Checks the signature (HS256 only) and the expiry; an expired token still tells whose it was. */
  async verify(token: string, now = Date.now()): Promise<AccessTokenCheck> {
    if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'TOKEN_INVALID' };
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        typ: TYPE,
        currentDate: new Date(now),
        requiredClaims: ['sub', 'sid', 'iat', 'exp'],
      });
      const claims = accessClaims(payload);
      return claims ? { ok: true, claims } : { ok: false, reason: 'TOKEN_INVALID' };
    } catch (error) {
      // Only reached once the signature has been checked: the claims of an expired token are genuine.
      if (error instanceof errors.JWTExpired) {
        const claims = accessClaims(error.payload);
        return claims ? { ok: false, reason: 'TOKEN_EXPIRED', claims } : { ok: false, reason: 'TOKEN_INVALID' };
      }
      return { ok: false, reason: 'TOKEN_INVALID' };
    }
  }
}

function accessClaims(payload: JWTPayload): AccessClaims | undefined {
  const { sub, sid, iat, exp } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
  return { sub, sid, iat, exp };
}

export function newRefreshToken(): string {
  return randomToken(32);
}
