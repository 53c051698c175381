import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AccessClaims } from '../http/endpoint.ts';
import { randomToken } from '../platform/secrets.ts';

export type AccessTokenCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'TOKEN_INVALID' | 'TOKEN_EXPIRED'; claims?: AccessClaims };

/** The one algorithm access tokens are signed and accepted with: anything else (none, RS256, ...) is refused. */
const ALGORITHM = 'HS256';
const TYPE = 'JWT';
/** Longer tokens are refused before any work is done on them. */
const MAX_TOKEN_LENGTH = 4096;
/** How many verified tokens each instance remembers (the oldest is forgotten first). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Signed access tokens (JWT, HS256 with the platform's key) carrying the session id; refresh tokens are opaque. */
export class TokenSigner {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;
  /**
   * Tokens whose signature and claims have been checked, with their claims: a player's calls carry
   * the same token for its whole life, so its signature is computed once, not on every call. Only
   * the signature and the parsing are spared: the expiry is checked on every use, and the session
   * behind the token (revoked, ended, locked) is read by the caller on every call as before.
   */
  readonly #verified = new Map<string, AccessClaims>();

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

  /**
   * Checks the signature (HS256 only, with node's HMAC: no asynchronous WebCrypto job on every
   * signed-in call) and the expiry; an expired token still tells whose it was. The header must be
   * exactly what sign() writes ({ alg: HS256, typ: JWT }); the signature is compared in constant
   * time before the claims are read.
   */
  async verify(token: string, now = Date.now()): Promise<AccessTokenCheck> {
    return this.verifySync(token, now);
  }

  verifySync(token: string, now = Date.now()): AccessTokenCheck {
    const known = this.#verified.get(token);
    if (known)
      return known.exp <= Math.floor(now / 1000) ? { ok: false, reason: 'TOKEN_EXPIRED', claims: known } : { ok: true, claims: known };
    const check = this.#check(token, now);
    if (check.ok) {
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, check.claims);
    }
    return check;
  }

  #check(token: string, now: number): AccessTokenCheck {
    const invalid: AccessTokenCheck = { ok: false, reason: 'TOKEN_INVALID' };
    if (token.length > MAX_TOKEN_LENGTH) return invalid;
    const [header, payload, signature, ...rest] = token.split('.');
    if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) return invalid;
    if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return invalid;
    const given = Buffer.from(signature, 'base64url');
    const expected = createHmac('sha256', this.#key).update(`${header}.${payload}`).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
    const protectedHeader = parseJson(header);
    if (!protectedHeader || Object.keys(protectedHeader).length !== 2 || protectedHeader.alg !== ALGORITHM || protectedHeader.typ !== TYPE)
      return invalid;
    const body = parseJson(payload);
    const claims = body ? accessClaims(body) : undefined;
    if (!body || !claims) return invalid;
    const seconds = Math.floor(now / 1000);
    // A "not before" is honoured, though sign() never writes one.
    if (body.nbf !== undefined && !(typeof body.nbf === 'number' && body.nbf <= seconds)) return invalid;
    if (claims.exp <= seconds) return { ok: false, reason: 'TOKEN_EXPIRED', claims };
    return { ok: true, claims };
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url JSON object, or nothing. */
function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function accessClaims(payload: Record<string, unknown>): AccessClaims | undefined {
  const { sub, sid, iat, exp } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
  return { sub, sid, iat, exp };
}

export function newRefreshToken(): string {
  return randomToken(32);
}
