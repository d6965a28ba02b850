import { createHmac, type KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';
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

/**
 * The signed URL, computed at once. A page hands out hundreds of file URLs: each is an HMAC of a
 * short token (node:crypto, synchronous), remembered for its window, as the token is the same for
 * the same key, audience and hour. Byte for byte the token jose's SignJWT makes (header {"alg":"HS256"},
 * claims pub, sub, aud, exp in that order); verifyMediaSignature checks it with jose.
 */
export function signMediaUrl(secret: KeyObject, key: string, audience: MediaAudience, nowMs = Date.now()): string {
  const exp = (Math.floor(nowMs / 1000 / SIGNATURE_WINDOW_S) + 2) * SIGNATURE_WINDOW_S;
  let signed = signedUrls.get(secret);
  if (!signed) signedUrls.set(secret, (signed = new Map()));
  const cacheKey = `${audience === 'public' ? 'p' : 'r'}${key}`;
  const known = signed.get(cacheKey);
  if (known && known.exp === exp) return known.url;
  // No iat: the same key, audience and hour give the same token, so the URL stays cacheable.
  const claims = base64url(JSON.stringify({ pub: audience === 'public', sub: key, aud: AUDIENCE, exp }));
  const input = `${HEADER}.${claims}`;
  const url = `/media/${key}?sig=${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
  if (signed.size >= SIGNED_URLS_MAX) signed.delete(signed.keys().next().value!);
  signed.set(cacheKey, { exp, url });
  return url;
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: ALG }));
/** Signed URLs per secret (one per gateway), the oldest dropped past the bound. */
const signedUrls = new WeakMap<KeyObject, Map<string, { exp: number; url: string }>>();
const SIGNED_URLS_MAX = 20_000;

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
