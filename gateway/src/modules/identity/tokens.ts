import { webcrypto, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@memorial/schema';
import { ROLES } from '@memorial/schema';

/** The one algorithm accepted; a token naming any other (including "none") is refused. */
const ALG = 'HS256';

/** The secret as loaded (a KeyObject); signing and verification use its WebCrypto form, see cryptoKeyOf. */
export interface TokenSettings {
  secret: KeyObject;
  issuer: string;
  audience: string;
}
export interface TokenClaims {
  userId: number;
  role: Role;
  sessionId: string;
  /** Epoch ms the token stops working. */ expiresAt: number;
}
export type TokenFailure = 'expired' | 'invalid';

/**
 * jose 6 runs on WebCrypto: handed a KeyObject, it exports the raw secret and imports it
 * again on every call. The HMAC CryptoKey is imported once per secret and reused.
 */
const cryptoKeys = new WeakMap<KeyObject, Promise<webcrypto.CryptoKey>>();
export function cryptoKeyOf(secret: KeyObject): Promise<webcrypto.CryptoKey> {
  let key = cryptoKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret.export(), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    cryptoKeys.set(secret, key);
  }
  return key;
}

export async function signToken(s: TokenSettings, claims: Omit<TokenClaims, 'expiresAt'>, expiresAt: Date): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(claims.sessionId)
    .setIssuer(s.issuer)
    .setAudience(s.audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await cryptoKeyOf(s.secret));
}

/**
 * Tokens already verified, per secret: a signed client sends the same token on every request, and
 * the HMAC (WebCrypto, asynchronous) was a measurable part of each one. The same bytes verify the same
 * way under the same secret and settings, so only the expiry is checked again; bounded, oldest dropped.
 */
const verified = new WeakMap<KeyObject, Map<string, TokenClaims>>();
const VERIFIED_MAX = 10_000;

export async function verifyToken(s: TokenSettings, token: string): Promise<TokenClaims | TokenFailure> {
  let known = verified.get(s.secret);
  if (!known) verified.set(s.secret, (known = new Map()));
  const key = `${s.issuer}\n${s.audience}\n${token}`;
  const hit = known.get(key);
  if (hit) {
    if (Date.now() < hit.expiresAt) return { ...hit };
    known.delete(key);
    return 'expired';
  }
  const claims = await verifyUncached(s, token);
  if (typeof claims === 'object') {
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
    known.set(key, claims);
  }
  return claims;
}

async function verifyUncached(s: TokenSettings, token: string): Promise<TokenClaims | TokenFailure> {
  try {
    const { payload } = await jwtVerify(token, await cryptoKeyOf(s.secret), {
      algorithms: [ALG],
      issuer: s.issuer,
      audience: s.audience,
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const userId = Number(payload.sub);
    const role = payload['role'];
    if (!Number.isInteger(userId) || typeof payload.jti !== 'string' || !ROLES.includes(role as Role)) return 'invalid';
    return { userId, role: role as Role, sessionId: payload.jti, expiresAt: payload.exp! * 1000 };
  } catch (e) {
    return e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
}
