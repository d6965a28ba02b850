import type { KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@memorial/schema';
import { ROLES } from '@memorial/schema';

/** The one algorithm accepted; a token naming any other (including "none") is refused. */
const ALG = 'HS256';

/** The key is a KeyObject so it is imported once, not on every verification. */
export interface TokenSettings { secret: KeyObject; issuer: string; audience: string }
export interface TokenClaims { userId: number; role: Role; sessionId: string; /** Epoch ms the token stops working. */ expiresAt: number }
export type TokenFailure = 'expired' | 'invalid';

export async function signToken(s: TokenSettings, claims: Omit<TokenClaims, 'expiresAt'>, expiresAt: Date): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(claims.sessionId)
    .setIssuer(s.issuer)
    .setAudience(s.audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(s.secret);
}

export async function verifyToken(s: TokenSettings, token: string): Promise<TokenClaims | TokenFailure> {
  try {
    const { payload } = await jwtVerify(token, s.secret, { algorithms: [ALG], issuer: s.issuer, audience: s.audience, requiredClaims: ['sub', 'jti', 'exp'] });
    const userId = Number(payload.sub);
    const role = payload['role'];
    if (!Number.isInteger(userId) || typeof payload.jti !== 'string' || !ROLES.includes(role as Role)) return 'invalid';
    return { userId, role: role as Role, sessionId: payload.jti, expiresAt: payload.exp! * 1000 };
  } catch (e) {
    return e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
}
