import type { AccessClaims } from '../http/endpoint.ts';
import { hmac, randomToken, safeEqual } from '../platform/secrets.ts';

export type AccessTokenCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'TOKEN_INVALID' | 'TOKEN_EXPIRED'; claims?: AccessClaims };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Signed access tokens (JWT, HS256) carrying the session id; refresh tokens are opaque. */
export class TokenSigner {
  readonly #secret: string;
  readonly #ttlSeconds: number;

  constructor(secret: string, ttlSeconds: number) {
    this.#secret = secret;
    this.#ttlSeconds = ttlSeconds;
  }

  get ttlSeconds(): number {
    return this.#ttlSeconds;
  }

  sign(userId: string, sessionId: string, now = Date.now()): string {
    const iat = Math.floor(now / 1000);
    const claims: AccessClaims = { sub: userId, sid: sessionId, iat, exp: iat + this.#ttlSeconds };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${body}.${hmac(this.#secret, body)}`;
  }

  verify(token: string, now = Date.now()): AccessTokenCheck {
    const parts = token.split('.');
    if (parts.length !== 3 || token.length > 4096) return { ok: false, reason: 'TOKEN_INVALID' };
    const [header, payload, signature] = parts as [string, string, string];
    if (!safeEqual(hmac(this.#secret, `${header}.${payload}`), signature) || header !== HEADER)
      return { ok: false, reason: 'TOKEN_INVALID' };
    let claims: AccessClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    } catch {
      return { ok: false, reason: 'TOKEN_INVALID' };
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number')
      return { ok: false, reason: 'TOKEN_INVALID' };
    if (claims.exp * 1000 <= now) return { ok: false, reason: 'TOKEN_EXPIRED', claims };
    return { ok: true, claims };
  }
}

export function newRefreshToken(): string {
  return randomToken(32);
}
