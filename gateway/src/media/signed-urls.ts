import type { KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { cryptoKeyOf } from '../modules/identity/tokens.js';

/**
 * Signed /media URLs: /media/<key>?sig=<JWT>. The gateway stores bare /media/<key> paths and signs them
 * when a query hands them to a viewer who may see them (see MediaAccessService); /media serves a stored
 * file only with a valid signature for its key. Images in the browser cannot send the bearer token, so
 * the URL itself carries the permission, for a short time.
 */
const ALG = 'HS256';
/** Not a session's audience: a media signature never works as a session token, nor the other way round. */
const AUDIENCE = 'media';
/**
 * Signatures live for one to two hours: the expiry is the end of the next whole hour, so the same file
 * gets the same URL for an hour (browsers and, for public files, shared caches can keep it), and every
 * query renews them.
 */
export const SIGNATURE_WINDOW_S = 3600;

export type MediaAudience = 'public' | 'restricted';
export interface MediaGrant { key: string; audience: MediaAudience }

export async function signMediaUrl(secret: KeyObject, key: string, audience: MediaAudience, nowMs = Date.now()): Promise<string> {
  const exp = (Math.floor(nowMs / 1000 / SIGNATURE_WINDOW_S) + 2) * SIGNATURE_WINDOW_S;
  // No iat: the same key, audience and hour give the same token, so the URL stays cacheable.
  const sig = await new SignJWT({ pub: audience === 'public' })
    .setProtectedHeader({ alg: ALG })
    .setSubject(key)
    .setAudience(AUDIENCE)
    .setExpirationTime(exp)
    .sign(await cryptoKeyOf(secret));
  return `/media/${key}?sig=${sig}`;
}

/** What a signature allows for this key, or null when it is missing, tampered with, expired or for another key. */
export async function verifyMediaSignature(secret: KeyObject, key: string, sig: unknown): Promise<MediaGrant | null> {
  if (typeof sig !== 'string' || !sig || sig.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(sig, await cryptoKeyOf(secret), { algorithms: [ALG], audience: AUDIENCE, requiredClaims: ['sub', 'exp'] });
    if (payload.sub !== key) return null;
    return { key, audience: payload['pub'] === true ? 'public' : 'restricted' };
  } catch {
    return null;
  }
}
